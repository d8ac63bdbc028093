/* Named semaphores between unrelated processes: the test execs itself
   (a fresh image, nothing inherited but the names), the child opens the
   parent's two semaphores by name, sees the value they were created
   with, and the two play ping-pong for 2000 rounds, each side blocking
   in sem_wait for the other's sem_post. */
#include <fcntl.h>
#include <semaphore.h>
#include <stdio.h>
#include <string.h>
#include "check.h"

#define ROUNDS 2000

static int child(const char *ping_name, const char *pong_name)
{
	sem_t *ping = sem_open(ping_name, 0), *pong = sem_open(pong_name, 0);
	int v = -1;

	CHECK(ping != SEM_FAILED);
	CHECK(pong != SEM_FAILED);
	/* created at 3 by the parent, which waits for our first post */
	CHECK_EQ(sem_getvalue(ping, &v), 0);
	CHECK_EQ(v, 3);
	for (int i = 0; i < 3; i++)
		CHECK_EQ(sem_wait(ping), 0);
	CHECK_EQ(sem_post(pong), 0);
	for (int i = 0; i < ROUNDS; i++) {
		CHECK_EQ(sem_wait(ping), 0);
		CHECK_EQ(sem_post(pong), 0);
	}
	CHECK_EQ(sem_close(ping), 0);
	CHECK_EQ(sem_close(pong), 0);
	return 0;
}

int main(int argc, char **argv)
{
	char ping_name[64], pong_name[64];
	sem_t *ping, *pong;
	pid_t pid;
	int v = -1;

	if (argc == 4 && !strcmp(argv[1], "child"))
		return child(argv[2], argv[3]);

	snprintf(ping_name, sizeof ping_name, "/weft-ping-%d", (int)getpid());
	snprintf(pong_name, sizeof pong_name, "/weft-pong-%d", (int)getpid());
	ping = sem_open(ping_name, O_CREAT | O_EXCL, 0600, 3);
	pong = sem_open(pong_name, O_CREAT | O_EXCL, 0600, 0);
	CHECK(ping != SEM_FAILED);
	CHECK(pong != SEM_FAILED);

	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		char *args[] = { argv[0], "child", ping_name, pong_name, 0 };
		execv("/proc/self/exe", args);
		_exit(126);
	}
	CHECK_EQ(sem_wait(pong), 0);
	for (int i = 0; i < ROUNDS; i++) {
		CHECK_EQ(sem_post(ping), 0);
		CHECK_EQ(sem_wait(pong), 0);
	}
	CHECK_CHILD_OK(pid);
	CHECK_EQ(sem_getvalue(ping, &v), 0);
	CHECK_EQ(v, 0);
	CHECK_EQ(sem_getvalue(pong, &v), 0);
	CHECK_EQ(v, 0);
	CHECK_EQ(sem_unlink(ping_name), 0);
	CHECK_EQ(sem_unlink(pong_name), 0);
	CHECK_EQ(sem_close(ping), 0);
	CHECK_EQ(sem_close(pong), 0);
	return 0;
}
