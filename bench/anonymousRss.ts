import { readFileSync } from 'node:fs';

/**
 * This process's resident anonymous memory (heap, buffers, native allocations; not mapped files such as the
 * SQLite file under mmap_size, whose pages are page cache the kernel takes back at will), or total RSS off Linux.
 */
export const anonymousRss = (): number => {
  try {
    const kb = /RssAnon:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : process.memoryUsage().rss;
  } catch {
    return process.memoryUsage().rss;
  }
};
