#ifndef C_STANDARD_STREAMS_H
#define C_STANDARD_STREAMS_H

/// Which of standard input (bit 0), output (bit 1) and error (bit 2) were closed when the process
/// started. Each closed one was opened again before `main`: input on /dev/null, output on
/// /dev/full, error on /dev/null.
int reciplease_closed_standard_streams(void);

#endif
