#include "CStandardStreams.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

static int closed_streams = 0;

/// Runs before `main`, so before the Swift concurrency runtime opens its own descriptors: a
/// descriptor 0, 1 or 2 left closed by the shell (`>&-`) is otherwise the lowest free number, and
/// the runtime's event queue, or a file the command opens, takes it. Writes meant for standard
/// output then went to that descriptor ("Invalid argument"), or could have gone into that file.
__attribute__((constructor)) static void reopen_closed_standard_streams(void) {
    for (int descriptor = 0; descriptor <= 2; descriptor++) {
        if (fcntl(descriptor, F_GETFD) != -1 || errno != EBADF) continue;
        closed_streams |= 1 << descriptor;
        int opened = open(descriptor == 1 ? "/dev/full" : "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY);
        if (opened < 0 && descriptor == 1) opened = open("/dev/null", O_WRONLY);
        // the lowest free number is this one, as 0 to 2 are gone through in order; if not, moved there
        if (opened >= 0 && opened != descriptor) {
            dup2(opened, descriptor);
            close(opened);
        }
    }
}

int reciplease_closed_standard_streams(void) {
    return closed_streams;
}
