// A small HTTP/1.1 load generator for the benches (bench/load/load-generator.ts builds and runs
// it): CONNECTIONS keep-alive connections, each sending the next path of PATHS_FILE as soon as
// its previous answer is complete, for SECONDS; then one JSON line with the answers counted and
// their latencies. Written in C, as wrk is, so that on a two-core machine the load costs the
// server's second core a few microseconds per request instead of the tens that a JavaScript
// generator costs, and the server is the bottleneck for every route measured.
//
// usage: loadgen HOST PORT CONNECTIONS SECONDS PATHS_FILE [HEADERS]
// HEADERS, when given, are sent with every request as they are (header lines, each ending in
// CRLF), for a client that holds cookies such as a signed-in member's session.
// Answers carry Content-Length or are chunked (the pages, streamed by React Router; trailers
// are not read). Paths under /api and /healthz ask for JSON, the others for HTML. Every request
// says it takes compressed answers, as every browser and crawler does: a client that takes
// none is rare and is served from the same kept answers inflated, a cost no visitor meets.

#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define MAX_CONNECTIONS 1024
// Latencies in microseconds, one bucket each up to 1 s, then one a millisecond up to 120 s;
// slower answers land in the last one.
#define FINE 1000000
#define BUCKETS (FINE + 119000)

typedef struct {
  int fd;
  char *request;
  size_t request_length;
  size_t written;
  char *buffer;
  size_t capacity;
  size_t length;
  double started;
} connection;

static char **requests;
static size_t *request_lengths;
static size_t request_count;
static size_t next_request;
static struct sockaddr_in address;
static int epoll_fd;
static uint32_t *histogram;
static uint64_t answers, non2xx, errors, bytes_read;
static double slowest;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

static void die(const char *what) {
  perror(what);
  exit(1);
}

static void open_connection(connection *c) {
  c->fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
  if (c->fd < 0) die("socket");
  int one = 1;
  setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  if (connect(c->fd, (struct sockaddr *)&address, sizeof address) < 0 && errno != EINPROGRESS) die("connect");
  struct epoll_event event = {.events = EPOLLIN | EPOLLOUT, .data.ptr = c};
  if (epoll_ctl(epoll_fd, EPOLL_CTL_ADD, c->fd, &event) < 0) die("epoll_ctl");
}

static void next(connection *c) {
  c->request = requests[next_request];
  c->request_length = request_lengths[next_request];
  next_request = (next_request + 1) % request_count;
  c->written = 0;
  c->length = 0;
  c->started = now();
}

static void reopen(connection *c) {
  epoll_ctl(epoll_fd, EPOLL_CTL_DEL, c->fd, NULL);
  close(c->fd);
  open_connection(c);
  next(c);
}

static void reconnect(connection *c) {
  errors++;
  reopen(c);
}

static void want(connection *c, uint32_t events) {
  struct epoll_event event = {.events = events, .data.ptr = c};
  epoll_ctl(epoll_fd, EPOLL_CTL_MOD, c->fd, &event);
}

static void send_request(connection *c) {
  while (c->written < c->request_length) {
    ssize_t n = write(c->fd, c->request + c->written, c->request_length - c->written);
    if (n < 0) {
      if (errno == EAGAIN) {
        want(c, EPOLLIN | EPOLLOUT);
        return;
      }
      reconnect(c);
      return;
    }
    c->written += (size_t)n;
  }
  want(c, EPOLLIN);
}

/** The length of a complete answer at the start of the buffer, 0 while incomplete, -1 if unreadable. */
static long complete_answer(connection *c, int *status, int *closing) {
  char *end = memmem(c->buffer, c->length, "\r\n\r\n", 4);
  if (!end) return 0;
  size_t head = (size_t)(end - c->buffer) + 4;
  if (c->length < 12 || strncmp(c->buffer, "HTTP/1.", 7) != 0) return -1;
  *status = atoi(c->buffer + 9);
  long body = -1;
  int chunked = 0;
  for (char *line = memchr(c->buffer, '\n', head); line && line < end; line = memchr(line + 1, '\n', (size_t)(end - line))) {
    if (strncasecmp(line + 1, "content-length:", 15) == 0) body = atol(line + 16);
    // A server that ends keep-alive (Node past maxRequestsPerSocket) says so; a client opens anew.
    if (strncasecmp(line + 1, "connection:", 11) == 0 && strncasecmp(line + 12 + strspn(line + 12, " "), "close", 5) == 0)
      *closing = 1;
    if (strncasecmp(line + 1, "transfer-encoding:", 18) == 0 && strcasestr(line + 19, "chunked") != NULL &&
        strcasestr(line + 19, "chunked") < end)
      chunked = 1;
  }
  if (chunked) {
    // Each chunk: its size in hex, CRLF, the bytes, CRLF; the last has size 0 and a blank line.
    size_t at = head;
    for (;;) {
      char *eol = memmem(c->buffer + at, c->length - at, "\r\n", 2);
      if (!eol) return 0;
      long size = strtol(c->buffer + at, NULL, 16);
      if (size < 0) return -1;
      at = (size_t)(eol - c->buffer) + 2;
      if (size == 0) return c->length >= at + 2 ? (long)(at + 2) : 0;
      at += (size_t)size + 2;
      if (at > c->length) return 0;
    }
  }
  if (body < 0) return -1;
  return c->length >= head + (size_t)body ? (long)(head + (size_t)body) : 0;
}

static void receive(connection *c) {
  for (;;) {
    if (c->capacity - c->length < 65536) {
      c->capacity = c->capacity * 2 + 65536;
      c->buffer = realloc(c->buffer, c->capacity);
      if (!c->buffer) die("realloc");
    }
    ssize_t n = read(c->fd, c->buffer + c->length, c->capacity - c->length);
    if (n <= 0) {
      if (n < 0 && errno == EAGAIN) return;
      reconnect(c);
      return;
    }
    c->length += (size_t)n;
    bytes_read += (uint64_t)n;
    int status = 0, closing = 0;
    long whole = complete_answer(c, &status, &closing);
    if (whole < 0) {
      reconnect(c);
      return;
    }
    if (whole == 0) continue;
    double seconds = now() - c->started;
    long micros = (long)(seconds * 1e6);
    long bucket = micros < FINE ? micros : FINE + (micros - FINE) / 1000;
    histogram[bucket < BUCKETS ? bucket : BUCKETS - 1]++;
    if (seconds > slowest) slowest = seconds;
    answers++;
    if (status < 200 || status > 299) non2xx++;
    if (closing) {
      reopen(c);
      return;
    }
    next(c);
    send_request(c);
    return;
  }
}

static double percentile(double p) {
  uint64_t rank = (uint64_t)(p * (double)answers), seen = 0;
  for (long i = 0; i < BUCKETS; i++) {
    seen += histogram[i];
    if (seen > rank) return i < FINE ? (double)i / 1000.0 : (double)(i - FINE) + 1000.0;
  }
  return slowest * 1000.0;
}

static void read_paths(const char *file, const char *host, const char *port, const char *headers) {
  FILE *in = fopen(file, "r");
  if (!in) die(file);
  size_t capacity = 1024;
  requests = malloc(capacity * sizeof *requests);
  request_lengths = malloc(capacity * sizeof *request_lengths);
  char *line = NULL;
  size_t size = 0;
  ssize_t n;
  while ((n = getline(&line, &size, in)) > 0) {
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
    if (n == 0) continue;
    if (request_count == capacity) {
      capacity *= 2;
      requests = realloc(requests, capacity * sizeof *requests);
      request_lengths = realloc(request_lengths, capacity * sizeof *request_lengths);
    }
    const char *accept = strncmp(line, "/api", 4) == 0 || strncmp(line, "/healthz", 8) == 0 ? "application/json" : "text/html";
    int length = asprintf(&requests[request_count], "GET %s HTTP/1.1\r\nHost: %s:%s\r\nAccept: %s\r\nAccept-Encoding: gzip, deflate, br\r\n%s\r\n", line, host, port, accept, headers);
    if (length < 0) die("asprintf");
    request_lengths[request_count++] = (size_t)length;
  }
  free(line);
  fclose(in);
  if (request_count == 0) {
    fprintf(stderr, "%s: no paths\n", file);
    exit(1);
  }
}

int main(int argc, char **argv) {
  if (argc != 6 && argc != 7) {
    fprintf(stderr, "usage: %s HOST PORT CONNECTIONS SECONDS PATHS_FILE [HEADERS]\n", argv[0]);
    return 2;
  }
  int connections = atoi(argv[3]);
  double seconds = atof(argv[4]);
  if (connections < 1 || connections > MAX_CONNECTIONS || seconds <= 0) {
    fprintf(stderr, "connections must be 1 to %d and seconds above 0\n", MAX_CONNECTIONS);
    return 2;
  }
  read_paths(argv[5], argv[1], argv[2], argc == 7 ? argv[6] : "");
  address.sin_family = AF_INET;
  address.sin_port = htons((uint16_t)atoi(argv[2]));
  if (inet_pton(AF_INET, argv[1], &address.sin_addr) != 1) {
    fprintf(stderr, "%s: not an IPv4 address\n", argv[1]);
    return 2;
  }
  histogram = calloc(BUCKETS, sizeof *histogram);
  epoll_fd = epoll_create1(0);
  if (!histogram || epoll_fd < 0) die("setup");
  static connection pool[MAX_CONNECTIONS];
  double start = now();
  for (int i = 0; i < connections; i++) {
    open_connection(&pool[i]);
    next(&pool[i]);
  }
  struct epoll_event events[MAX_CONNECTIONS];
  double stop = start + seconds;
  for (double t = start; t < stop; t = now()) {
    int ready = epoll_wait(epoll_fd, events, MAX_CONNECTIONS, (int)((stop - t) * 1000) + 1);
    if (ready < 0 && errno != EINTR) die("epoll_wait");
    for (int i = 0; i < ready; i++) {
      connection *c = events[i].data.ptr;
      if (events[i].events & (EPOLLERR | EPOLLHUP)) reconnect(c);
      else if (c->written < c->request_length) send_request(c);
      else if (events[i].events & EPOLLIN) receive(c);
    }
  }
  double elapsed = now() - start;
  printf("{\"requests\":%llu,\"seconds\":%.3f,\"rps\":%.1f,\"non2xx\":%llu,\"errors\":%llu,\"bytes\":%llu,\"p50\":%.3f,\"p99\":%.3f,\"max\":%.3f}\n",
         (unsigned long long)answers, elapsed, (double)answers / elapsed, (unsigned long long)non2xx, (unsigned long long)errors,
         (unsigned long long)bytes_read, percentile(0.5), percentile(0.99), slowest * 1000.0);
  return 0;
}
