'use strict';
// The protocol's transport: JSON lines on stdout (and only protocol lines), host messages from
// stdin one at a time, and everything else the process writes sent to stderr.
//
// The provider's console.log / info / debug / warn / error and any process.stdout.write go to
// stderr (the host keeps stderr as the provider's log); only `send` writes to stdout. A module
// that writes to file descriptor 1 directly still reaches stdout, and the host rejects the line.

const fs = require('node:fs');
const { canonical } = require('./json.js');

let written = 0;

/** Writes all of `text` to a file descriptor, synchronously (protocol lines stay in order). */
function writeAll(descriptor, text) {
  let bytes = Buffer.from(text, 'utf8');
  while (bytes.length > 0) {
    let count;
    try {
      count = fs.writeSync(descriptor, bytes);
    } catch (error) {
      if (error.code === 'EAGAIN') continue;
      // The host closed the pipe: the session is over; leave without a trace.
      if (error.code === 'EPIPE') process.exit(0);
      throw error;
    }
    bytes = bytes.subarray(count);
  }
}

/** Sends one protocol message (a JSON object) as a line on stdout. */
function send(message) {
  written += 1;
  writeAll(1, canonical(message) + '\n');
}

/** How many protocol messages were sent so far (the settle loop watches it). */
function sentCount() {
  return written;
}

/** Writes a line to stderr, prefixed so the host's stderr tail says who wrote it. */
function log(text) {
  writeAll(2, `react-adapter: ${text}\n`);
}

/**
 * Routes the console and stray stdout writes to stderr: `process.stdout` is process.stderr
 * from now on (every console method writes through it). Protocol lines are written to file
 * descriptor 1 directly, so stdout's stream is never even created.
 */
function protectStdout() {
  Object.defineProperty(process, 'stdout', {
    configurable: true, enumerable: true, get: () => process.stderr,
  });
}

/**
 * Calls `handle(line)` for every line on stdin, strictly one after another (the next line waits
 * until the previous handler's promise settled); exits with 0 when stdin closes.
 */
function serveLines(handle, onFatal) {
  const queue = [];
  let busy = false;
  const pump = async () => {
    if (busy) return;
    busy = true;
    try {
      while (queue.length > 0) await handle(queue.shift());
    } catch (error) {
      onFatal(error);
    }
    busy = false;
  };
  let partial = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    for (const line of lines) {
      const text = line.endsWith('\r') ? line.slice(0, -1) : line;
      if (text.trim() !== '') queue.push(text);
    }
    pump();
  });
  process.stdin.on('end', () => process.exit(0));
}

module.exports = { send, sentCount, log, protectStdout, serveLines };
