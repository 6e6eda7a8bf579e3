// Removing temporary files when a signal ends the process, in C because a signal handler may
// only do async-signal-safe work: Swift code in a handler can need the runtime's locks (type
// metadata, conformance caches), which the interrupted thread may hold, and deadlock.
#ifndef SPRINGTOOL_SIGNAL_CLEANUP_H
#define SPRINGTOOL_SIGNAL_CLEANUP_H

#ifdef __cplusplus
extern "C" {
#endif

/// Remembers `path` (copied into a fixed slot; at most 16 at a time, each under 4096 bytes) to be
/// unlinked if a signal installed with springtool_cleanup_install arrives. Returns 0, or -1 when
/// no slot is free or the path is too long.
int springtool_cleanup_register(const char *path);

/// Forgets `path` (every slot holding it).
void springtool_cleanup_unregister(const char *path);

/// Installs the handler for `signal`, once per process and signal: unlink every remembered path
/// (async-signal-safe), then end the process by the same signal (SA_RESETHAND and raise).
/// Returns sigaction's result.
int springtool_cleanup_install(int signal);

#ifdef __cplusplus
}
#endif

#endif
