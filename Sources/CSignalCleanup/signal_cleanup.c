// See include/springtool_signal_cleanup.h.
#include "springtool_signal_cleanup.h"

#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

enum { slot_count = 16, path_capacity = 4096 };

// The handler reads these without a lock: a slot's path is written before it is marked in use,
// and a slot is unmarked before it is reused.
static char paths[slot_count][path_capacity];
static volatile sig_atomic_t in_use[slot_count];
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

int springtool_cleanup_register(const char *path) {
  size_t length = strlen(path);
  if (length >= path_capacity) return -1;
  int result = -1;
  pthread_mutex_lock(&lock);
  for (int i = 0; i < slot_count; i++) {
    if (in_use[i]) continue;
    memcpy(paths[i], path, length + 1);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    in_use[i] = 1;
    result = 0;
    break;
  }
  pthread_mutex_unlock(&lock);
  return result;
}

void springtool_cleanup_unregister(const char *path) {
  pthread_mutex_lock(&lock);
  for (int i = 0; i < slot_count; i++) {
    if (in_use[i] && strcmp(paths[i], path) == 0) in_use[i] = 0;
  }
  pthread_mutex_unlock(&lock);
}

static void remove_and_raise(int signal) {
  for (int i = 0; i < slot_count; i++) {
    if (in_use[i]) unlink(paths[i]);
  }
  raise(signal);  // SA_RESETHAND restored the default action: the process ends by this signal
}

int springtool_cleanup_install(int signal) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = remove_and_raise;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESETHAND;
  return sigaction(signal, &action, NULL);
}
