// Which TCP port a process listens on, read from Linux's /proc: a node started on port 0 takes
// a port the system gives it, and a node that lost its port to another process is told apart
// from the other process answering there.
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** True where listeningPort can answer (Linux). */
export function canReadListeningPorts(): boolean {
  return process.platform === 'linux' && existsSync('/proc/net/tcp');
}

/** The TCP port process `pid` listens on; undefined while it listens on none. */
export function listeningPort(pid: number): number | undefined {
  const sockets = socketInodes(pid);
  if (sockets.size === 0) return undefined;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readLines(table).slice(1)) {
      // "sl local_address rem_address st ... inode": the local address is hex ip:port, state
      // 0A is LISTEN, and the inode names the socket among the process's open files.
      const [, local = '', , state, , , , , , inode = ''] = line.trim().split(/\s+/);
      if (state === '0A' && sockets.has(inode))
        return Number.parseInt(local.split(':')[1] ?? '', 16);
    }
  }
  return undefined;
}

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes; // the process has ended
  }
  for (const fd of fds) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // closed meanwhile
    }
  }
  return inodes;
}

function readLines(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split('\n');
  } catch {
    return [];
  }
}
