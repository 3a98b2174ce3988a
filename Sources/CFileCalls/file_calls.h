// Linux file calls that glibc declares only under _GNU_SOURCE (so Swift's Glibc module does
// not show them): fallocate(2) hole punching and sync_file_range(2).
// Elsewhere each call reports ENOTSUP and callers go on without it.
#ifndef MM_FILE_CALLS_H
#define MM_FILE_CALLS_H

#include <errno.h>

#ifdef __linux__
extern int fallocate(int fd, int mode, long offset, long length);
extern int sync_file_range(int fd, long offset, long nbytes, unsigned int flags);

/// Frees the file system blocks (and cached pages) of `length` bytes at `offset`; the file
/// keeps its size and reads of the range give zeros. 0 on success, -1 with errno otherwise.
static inline int mm_punch_hole(int fd, long offset, long length) {
    return fallocate(fd, 0x01 /* FALLOC_FL_KEEP_SIZE */ | 0x02 /* FALLOC_FL_PUNCH_HOLE */, offset, length);
}

/// Starts writing the dirty pages of `length` bytes at `offset` to disk without waiting for
/// them, so that a later fsync has less left to wait for. 0 on success, -1 with errno otherwise.
static inline int mm_start_writeback(int fd, long offset, long length) {
    return sync_file_range(fd, offset, length, 0x02 /* SYNC_FILE_RANGE_WRITE */);
}
#else
static inline int mm_punch_hole(int fd, long offset, long length) {
    (void)fd; (void)offset; (void)length;
    errno = ENOTSUP;
    return -1;
}

static inline int mm_start_writeback(int fd, long offset, long length) {
    (void)fd; (void)offset; (void)length;
    errno = ENOTSUP;
    return -1;
}
#endif

#endif
