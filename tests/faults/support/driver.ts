import { randomBytes } from 'node:crypto';
import { type Member, POKHARA_SHIPPING } from '../../system/support/members.js';
import type { Stack } from '../../system/support/stack.js';
import type { Population } from './population.js';

export const WRITE_KINDS = ['like', 'comment', 'follow', 'order', 'message'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/**
 * One write the driver sent through the gateway. `accepted` means a 2xx: the write must then be
 * stored. A refused write (5xx, a network error, a timeout) is allowed during a fault, since
 * the client was told; it may or may not be stored.
 */
export interface WriteRecord {
  kind: WriteKind;
  /** The fault in progress when it was sent ('steady' between faults). */
  phase: string;
  sentAt: number;
  outcome: 'accepted' | 'refused';
  status: number | null;
  error?: string;
  /** What identifies it in its owner's database. */
  key: Record<string, string>;
}

/** Writes per second of each kind (13.5 in all). */
export const DEFAULT_RATES: Record<WriteKind, number> = {
  like: 2,
  comment: 3,
  follow: 1.5,
  order: 2,
  message: 5,
};

const REQUEST_TIMEOUT_MS = 10_000;
const MAX_IN_FLIGHT_PER_KIND = 40;

const shippingInfo = POKHARA_SHIPPING;

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomBytes(4).readUInt32BE() % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const pick = <T>(items: readonly T[]): T => items[randomBytes(4).readUInt32BE() % items.length] as T;

export interface LoadDriver {
  records: WriteRecord[];
  /** Marks the writes sent from now on as sent during `phase`. */
  setPhase(phase: string): void;
  start(): void;
  /** Stops sending and waits for the writes in flight. */
  stop(): Promise<void>;
  /** Sends `count` likes at once (of pairs not liked yet): which pairs, and their records once answered. */
  burstOfLikes(count: number): { pairs: { likerId: string; artworkId: string }[]; records: Promise<WriteRecord[]> };
  /** One comment, sent outside the steady stream (the recovery probe); its record is kept too. */
  comment(commenter: Member, artworkId: string, phase: string): Promise<WriteRecord>;
  /** Likes not sent because every pair was liked already, orders not sent because the stock ran out. */
  exhausted: Record<WriteKind, number>;
}

/**
 * A steady stream of likes, comments, follows, cash orders and chat messages through the gateway,
 * each recorded with its outcome. Likes toggle, so each (member, artwork) pair is liked once and
 * never sent again (a retry would take the like back); follows use each pair once too; orders take
 * one piece each and stop before an artwork could sell out, so no refusal is ever a 409.
 */
export function startLoadDriver(
  stack: Stack,
  population: Population,
  rates: Record<WriteKind, number> = DEFAULT_RATES,
): LoadDriver {
  const { members, artworks, rooms } = population;
  const likePairs = shuffled(
    members.flatMap((m) => artworks.filter((a) => a.authorId !== m.id).map((a) => ({ liker: m, artwork: a }))),
  );
  const followPairs = shuffled(
    members.flatMap((a) => members.filter((b) => b.id !== a.id).map((b) => ({ follower: a, artist: b }))),
  );
  const ordersSent = new Map<string, number>();
  let commentTurn = 0;
  let orderTurn = 0;
  let phase = 'steady';
  let running = false;
  const records: WriteRecord[] = [];
  const inFlight = new Map<WriteKind, Set<Promise<unknown>>>(WRITE_KINDS.map((k) => [k, new Set()]));
  const timers: NodeJS.Timeout[] = [];
  const exhausted = Object.fromEntries(WRITE_KINDS.map((k) => [k, 0])) as Record<WriteKind, number>;

  async function send(
    kind: WriteKind,
    path: string,
    token: string,
    body: unknown,
    key: Record<string, string>,
    keyOf: (reply: any) => Record<string, string> = () => ({}),
    sentPhase = phase,
  ): Promise<WriteRecord> {
    const record: WriteRecord = { kind, phase: sentPhase, sentAt: Date.now(), outcome: 'refused', status: null, key };
    records.push(record);
    try {
      const res = await fetch(`${stack.gateway.url}/api${path}`, {
        method: 'POST',
        headers: {
          authorization: `JWT ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      record.status = res.status;
      if (res.ok) {
        record.outcome = 'accepted';
        record.key = { ...key, ...keyOf(text ? JSON.parse(text) : null) };
      } else {
        record.error = text.slice(0, 200);
      }
    } catch (error) {
      record.error = String((error as Error).message ?? error).slice(0, 200);
    }
    return record;
  }

  const like = (liker: Member, artworkId: string, sentPhase = phase) =>
    send(
      'like',
      `/like/product/${artworkId}`,
      liker.token,
      undefined,
      { likerId: liker.id, artworkId },
      () => ({}),
      sentPhase,
    );

  const writers: Record<WriteKind, () => Promise<unknown> | null> = {
    like() {
      const pair = likePairs.pop();
      if (!pair) {
        exhausted.like += 1;
        return null;
      }
      return like(pair.liker, pair.artwork.id);
    },
    comment() {
      // Artworks in turn, so every artist receives about as many notifications.
      const artwork = artworks[commentTurn++ % artworks.length];
      if (!artwork) return null;
      const commenter = pick(members.filter((m) => m.id !== artwork.authorId));
      return send(
        'comment',
        '/v2/artwork/comment/new',
        commenter.token,
        { product: artwork.id, comment: `Faults comment ${randomBytes(4).toString('hex')}` },
        { commenterId: commenter.id, artworkId: artwork.id },
        (reply) => ({ commentId: String(reply?.message?._id) }),
      );
    },
    follow() {
      const pair = followPairs.pop();
      if (!pair) {
        exhausted.follow += 1;
        return null;
      }
      return send(
        'follow',
        '/secure/followartist',
        pair.follower.token,
        { artist: pair.artist.id },
        {
          followerId: pair.follower.id,
          artistId: pair.artist.id,
        },
      );
    },
    order() {
      for (let tries = 0; tries < artworks.length; tries++) {
        const artwork = artworks[orderTurn++ % artworks.length];
        if (!artwork) return null;
        const sent = ordersSent.get(artwork.id) ?? 0;
        if (sent >= population.initialStock) continue;
        ordersSent.set(artwork.id, sent + 1);
        const buyer = pick(members.filter((m) => m.id !== artwork.authorId));
        return send(
          'order',
          '/user/order',
          buyer.token,
          { orderItems: [{ product: artwork.id, qty: 1 }], paymentMethod: 'cash', shippingInfo },
          { buyerId: buyer.id, artworkId: artwork.id },
          (reply) => ({ orderId: String(reply?.orderId) }),
        );
      }
      exhausted.order += 1;
      return null;
    },
    message() {
      const room = pick(rooms);
      const sender = pick(room.members);
      return send(
        'message',
        `/rooms/${room.id}/messages`,
        sender.token,
        { message: `Faults message ${randomBytes(4).toString('hex')}` },
        { roomId: room.id, senderId: sender.id },
        (reply) => ({ messageId: String(reply?._id) }),
      );
    },
  };

  function tick(kind: WriteKind) {
    const flying = inFlight.get(kind) as Set<Promise<unknown>>;
    // A stalled dependency must not pile up thousands of requests: the client backs off instead.
    if (!running || flying.size >= MAX_IN_FLIGHT_PER_KIND) return;
    const write = writers[kind]();
    if (!write) return;
    flying.add(write);
    void write.finally(() => flying.delete(write));
  }

  return {
    records,
    exhausted,
    setPhase(next) {
      phase = next;
    },
    start() {
      running = true;
      for (const kind of WRITE_KINDS) {
        if (rates[kind] > 0) timers.push(setInterval(() => tick(kind), 1000 / rates[kind]));
      }
    },
    async stop() {
      running = false;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all([...inFlight.values()].flatMap((set) => [...set]));
    },
    burstOfLikes(count) {
      const pairs = likePairs.splice(-count);
      return {
        pairs: pairs.map((pair) => ({ likerId: pair.liker.id, artworkId: pair.artwork.id })),
        records: Promise.all(pairs.map((pair) => like(pair.liker, pair.artwork.id))),
      };
    },
    comment(commenter, artworkId, sentPhase) {
      return send(
        'comment',
        '/v2/artwork/comment/new',
        commenter.token,
        { product: artworkId, comment: `Probe ${randomBytes(4).toString('hex')}` },
        { commenterId: commenter.id, artworkId },
        (reply) => ({ commentId: String(reply?.message?._id) }),
        sentPhase,
      );
    },
  };
}
