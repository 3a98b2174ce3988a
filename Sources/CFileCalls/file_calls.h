// Giving a file's space back while it is still open: fallocate(2) with FALLOC_FL_PUNCH_HOLE,
// which glibc declares only under _GNU_SOURCE (so Swift's Glibc module does not show it).
// Linux only; elsewhere the call reports ENOTSUP and callers keep the space.
#ifndef MM_FILE_HOLES_H
#define MM_FILE_HOLES_H

#include <errno.h>

#ifdef __linux__
extern int fallocate(int fd, int mode, long offset, long length);

/// Frees the file system blocks (and cached pages) of `length` bytes at `offset`; the file
/// keeps its size and reads of the range give zeros. 0 on success, -1 with errno otherwise.
static inline int mm_punch_hole(int fd, long offset, long length) {
    return fallocate(fd, 0x01 /* FALLOC_FL_KEEP_SIZE */ | 0x02 /* FALLOC_FL_PUNCH_HOLE */, offset, length);
}
#else
static inline int mm_punch_hole(int fd, long offset, long length) {
    (void)fd; (void)offset; (void)length;
    errno = ENOTSUP;
    return -1;
}
#endif

#endif
