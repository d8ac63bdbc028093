/* aio_write and aio_read at offsets put and get the right bytes and
   leave the file offset alone; aio_error says EINPROGRESS while a read
   waits on an empty pipe, then 0, and aio_return gives the byte count;
   O_APPEND writes go to the end whatever aio_offset says; aio_fsync
   with O_SYNC and O_DSYNC completes after the writes queued before it. */
#include <aio.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include "aio_test.h"

int main(void)
{
	char buf[64], rd[64];
	struct aiocb w, r, s;
	int fd = t_aio_file("data", 4096);

	/* a write at 1000, then a read of the bytes around it */
	memset(&w, 0, sizeof w);
	w.aio_fildes = fd;
	w.aio_buf = "HELLO";
	w.aio_nbytes = 5;
	w.aio_offset = 1000;
	CHECK_EQ(aio_write(&w), 0);
	CHECK_EQ(t_aio_wait(&w), 0);
	CHECK_EQ(aio_return(&w), 5);

	memset(&r, 0, sizeof r);
	memset(rd, 0, sizeof rd);
	r.aio_fildes = fd;
	r.aio_buf = rd;
	r.aio_nbytes = 9;
	r.aio_offset = 998;
	CHECK_EQ(aio_read(&r), 0);
	CHECK_EQ(t_aio_wait(&r), 0);
	CHECK_EQ(aio_return(&r), 9);
	/* 998 % 26 = 10: 'k', 'l', then HELLO, then 1005 % 26 = 17: 'r', 's' */
	CHECK_STR(rd, "klHELLOrs");
	/* the descriptor's own offset did not move (it is at the end of
	   what t_aio_file wrote) */
	CHECK_EQ(lseek(fd, 0, SEEK_CUR), 4096);

	/* a read past the end returns 0 bytes */
	r.aio_offset = 5000;
	CHECK_EQ(aio_read(&r), 0);
	CHECK_EQ(t_aio_wait(&r), 0);
	CHECK_EQ(aio_return(&r), 0);

	/* a read that has to wait: EINPROGRESS until data arrives */
	int p[2];
	CHECK_EQ(pipe(p), 0);
	memset(&r, 0, sizeof r);
	memset(rd, 0, sizeof rd);
	r.aio_fildes = p[0];
	r.aio_buf = rd;
	r.aio_nbytes = sizeof rd;
	r.aio_offset = 12345;   /* ignored: a pipe cannot seek */
	CHECK_EQ(aio_read(&r), 0);
	t_sleep_ms(50);
	CHECK_EQ(aio_error(&r), EINPROGRESS);
	CHECK_EQ(write(p[1], "pipe!", 5), 5);
	CHECK_EQ(t_aio_wait(&r), 0);
	CHECK_EQ(aio_return(&r), 5);
	CHECK(memcmp(rd, "pipe!", 5) == 0);

	/* aio_write to a pipe */
	memset(&w, 0, sizeof w);
	w.aio_fildes = p[1];
	w.aio_buf = "xyz";
	w.aio_nbytes = 3;
	CHECK_EQ(aio_write(&w), 0);
	CHECK_EQ(t_aio_wait(&w), 0);
	CHECK_EQ(aio_return(&w), 3);
	CHECK_EQ(read(p[0], buf, sizeof buf), 3);
	CHECK(memcmp(buf, "xyz", 3) == 0);
	close(p[0]);
	close(p[1]);

	/* O_APPEND: both writes land at the end, in order */
	int afd = open("data", O_WRONLY | O_APPEND);
	CHECK(afd >= 0);
	struct aiocb a1, a2;
	memset(&a1, 0, sizeof a1);
	memset(&a2, 0, sizeof a2);
	a1.aio_fildes = a2.aio_fildes = afd;
	a1.aio_buf = "END1";
	a2.aio_buf = "END2";
	a1.aio_nbytes = a2.aio_nbytes = 4;
	a1.aio_offset = 0;
	a2.aio_offset = 10;
	CHECK_EQ(aio_write(&a1), 0);
	CHECK_EQ(aio_write(&a2), 0);
	/* the fsyncs are queued behind them */
	memset(&s, 0, sizeof s);
	s.aio_fildes = afd;
	CHECK_EQ(aio_fsync(O_SYNC, &s), 0);
	CHECK_EQ(t_aio_wait(&s), 0);
	CHECK_EQ(aio_return(&s), 0);
	CHECK_EQ(t_aio_wait(&a1), 0);
	CHECK_EQ(t_aio_wait(&a2), 0);
	CHECK_EQ(aio_return(&a1), 4);
	CHECK_EQ(aio_return(&a2), 4);
	CHECK_EQ(aio_fsync(O_DSYNC, &s), 0);
	CHECK_EQ(t_aio_wait(&s), 0);
	CHECK_EQ(aio_return(&s), 0);
	CHECK_EQ(pread(fd, buf, 8, 4096), 8);
	CHECK(memcmp(buf, "END1END2", 8) == 0);
	CHECK_EQ(pread(fd, buf, 5, 0), 5);
	CHECK(memcmp(buf, "abcde", 5) == 0);
	close(afd);
	close(fd);
	return 0;
}
