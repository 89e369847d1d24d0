import type { TPlatform } from '@notedesk/contract';
import { readByIdBatches } from '../../db/readByIdBatches';
import type { DashboardNoteRow, DashboardRepository, StoredNoteRow } from './repository';

export type NoteStoreOptions = {
  /** Tenants held at once; the least recently asked one is dropped beyond it (read again when next asked). */
  maxTenants?: number;
  /** Rows saved up to this long before the newest change seen are read again, for clocks a little apart. */
  clockSlackMs?: number;
  /** Notes read per statement on a first load. */
  batchSize?: number;
  now?: () => number;
};

/** How long after the newest change a read may still miss writes stamped with that same time. */
const SAME_TIME_MS = 1000;

type TenantNotes = {
  notes: Map<number, DashboardNoteRow>;
  /** Per platform: live notes by published time (rebuilt after a change). */
  byTime: Map<TPlatform, DashboardNoteRow[]>;
  seenUpdatedAt: number;
  seenMaxId: number;
  readAt: number;
  seenStamp: string | undefined;
  /** The catch-up under way (shared by everyone who asks meanwhile). */
  running: Promise<void> | undefined;
};

/** In notes sorted by published time, the first index at or after `at`. */
export const firstAtOrAfter = (notes: readonly DashboardNoteRow[], at: number): number => {
  let low = 0;
  let high = notes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (notes[middle]!.published_at < at) low = middle + 1;
    else high = middle;
  }
  return low;
};

const withoutStamps = ({ live: _live, updated_at: _updatedAt, ...note }: StoredNoteRow): DashboardNoteRow =>
  note;

/**
 * The notes the dashboards count, per tenant in memory. Reading a period's notes from the table costs more
 * than every count of an answer together (note rows are wide: texts, image lists), so each tenant's notes are
 * read once and, before each answer, caught up with what changed since — newest `updated_at` and highest id
 * are index look-ups, and on SQLite nothing is asked when nothing was committed — as the comment list index
 * does. Every write to a note (import, edit, tracking, delete, restore) moves its `updated_at`.
 */
export const createNoteStore = (repository: DashboardRepository, options: NoteStoreOptions = {}) => {
  const maxTenants = options.maxTenants ?? 50;
  const clockSlackMs = options.clockSlackMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 5000;
  const now = options.now ?? Date.now;
  /** In order of last use, least recent first. */
  const tenants = new Map<number, Promise<TenantNotes>>();

  const apply = (held: TenantNotes, rows: StoredNoteRow[]) => {
    for (const row of rows) {
      if (row.live === 1) held.notes.set(row.id, withoutStamps(row));
      else held.notes.delete(row.id);
    }
    if (rows.length > 0) held.byTime.clear();
  };

  const load = async (tenantId: number): Promise<TenantNotes> => {
    const readAt = now();
    // Stamp and version first: anything saved while loading is caught by the first catch-up.
    const stamp = await repository.changeStamp();
    const version = await repository.noteVersion(tenantId);
    const held: TenantNotes = {
      notes: new Map(),
      byTime: new Map(),
      seenUpdatedAt: version.maxUpdatedAt,
      seenMaxId: version.maxId,
      readAt,
      seenStamp: stamp,
      running: undefined,
    };
    const lastId = await readByIdBatches(
      (afterId, limit) => repository.notesAfter(tenantId, afterId, limit),
      batchSize,
      (rows) => apply(held, rows),
    );
    held.seenMaxId = Math.max(held.seenMaxId, lastId);
    return held;
  };

  const sync = async (tenantId: number, held: TenantNotes): Promise<void> => {
    const stamp = await repository.changeStamp();
    if (stamp !== undefined && stamp === held.seenStamp) return;
    const readAt = now();
    const version = await repository.noteVersion(tenantId);
    const moved = version.maxUpdatedAt > held.seenUpdatedAt || version.maxId > held.seenMaxId;
    // A write stamped with the newest time already seen does not move the version: while the last read
    // came soon after that time, what was stamped then is read again.
    const unsettled = held.readAt - held.seenUpdatedAt < SAME_TIME_MS;
    if (moved || unsettled) {
      const since = moved ? held.seenUpdatedAt - clockSlackMs : held.seenUpdatedAt;
      apply(held, await repository.notesChangedSince(tenantId, since, held.seenMaxId));
      held.readAt = readAt;
      held.seenUpdatedAt = Math.max(held.seenUpdatedAt, version.maxUpdatedAt);
      held.seenMaxId = Math.max(held.seenMaxId, version.maxId);
    }
    held.seenStamp = stamp;
  };

  /** The tenant's notes as of now: loaded on first use, else caught up (one catch-up at a time). */
  const current = async (tenantId: number): Promise<TenantNotes> => {
    let loading = tenants.get(tenantId);
    if (loading) {
      tenants.delete(tenantId);
    } else {
      loading = load(tenantId);
      loading.catch(() => tenants.delete(tenantId));
    }
    tenants.set(tenantId, loading);
    if (tenants.size > maxTenants) tenants.delete(tenants.keys().next().value as number);
    const held = await loading;
    // Every caller waits for a catch-up that started after it asked, so it sees every earlier write.
    const previous = held.running ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => sync(tenantId, held));
    held.running = run;
    try {
      await run;
    } finally {
      if (held.running === run) held.running = undefined;
    }
    return held;
  };

  return {
    /** Live notes of the tenant on the platform published in [from, to), by published time. */
    notesBetween: async (
      tenantId: number,
      platform: TPlatform,
      from: number,
      to: number,
    ): Promise<DashboardNoteRow[]> => {
      const held = await current(tenantId);
      let sorted = held.byTime.get(platform);
      if (!sorted) {
        sorted = [...held.notes.values()]
          .filter((note) => note.platform === platform)
          .sort((a, b) => a.published_at - b.published_at || a.id - b.id);
        held.byTime.set(platform, sorted);
      }
      return sorted.slice(firstAtOrAfter(sorted, from), firstAtOrAfter(sorted, to));
    },
  };
};

export type NoteStore = ReturnType<typeof createNoteStore>;
