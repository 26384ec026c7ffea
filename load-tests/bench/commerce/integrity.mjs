// The commerce bench's integrity check, read from both databases once the load has stopped:
//   no oversell   for every artwork, the pieces sold (items of placed orders that are not
//                 cancelled or refunded, in commerce) are at most its initial stock, and catalogue's
//                 stock is the initial stock less the pieces reserved and not released;
//   no lost order every 201 the driver got names a placed order, and every item of a placed
//                 order has its open reservation in catalogue's stock_reservations;
//   right amount  every payment still open asks what the order's open items owe now (amountOwed),
//                 and so did the last eSewa hand-off the driver got for each order.
// Reservations without a placed order (a placement that failed half-way, which the reconciler
// releases) hold stock without selling it: counted, not a failure.
import { amountOwed } from '@art/contracts';
import pg from 'pg';

async function rowsOf(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const sample = (list, n = 5) => list.slice(0, n);

/**
 * `artworks`: [{ id, stock }] as seeded (the initial stock); `accepted`: the order ids of every
 * 201 the driver got. Answers { ok, figures, problems }.
 */
export async function checkIntegrity({ databases, artworks, accepted, handoffs = [] }) {
  const [items, states, stock, reservations, orderLines, openPayments] = await Promise.all([
    rowsOf(
      databases.commerce,
      `SELECT i.order_id::text, i.artwork_id FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.state = 'placed' AND i.status NOT IN ('CANCELLED', 'REFUNDED')`,
    ),
    rowsOf(databases.commerce, 'SELECT state, count(*)::int AS n FROM orders GROUP BY state'),
    rowsOf(databases.catalogue, 'SELECT id::text, stock FROM artworks'),
    rowsOf(
      databases.catalogue,
      'SELECT order_id, artwork_id::text, quantity FROM stock_reservations WHERE released_at IS NULL',
    ),
    rowsOf(
      databases.commerce,
      `SELECT i.order_id::text, i.price::int, i.status FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.state = 'placed' AND o.payment_method <> 'cash'`,
    ),
    rowsOf(databases.commerce, "SELECT order_id::text, amount::int FROM payments WHERE status = 'pending'"),
  ]);
  const placedOrders = new Set(
    await rowsOf(databases.commerce, "SELECT id::text FROM orders WHERE state = 'placed'").then((rows) =>
      rows.map((row) => row.id),
    ),
  );
  const sold = new Map();
  for (const item of items) sold.set(item.artwork_id, (sold.get(item.artwork_id) ?? 0) + 1);
  const held = new Map();
  const openReservations = new Set();
  for (const r of reservations) {
    held.set(r.artwork_id, (held.get(r.artwork_id) ?? 0) + r.quantity);
    openReservations.add(`${r.order_id}/${r.artwork_id}`);
  }
  const stockNow = new Map(stock.map((row) => [row.id, row.stock]));

  const oversold = [];
  const stockMismatch = [];
  for (const artwork of artworks) {
    const pieces = sold.get(artwork.id) ?? 0;
    if (pieces > artwork.stock) oversold.push(`${artwork.id}: ${pieces} sold of ${artwork.stock}`);
    const expected = artwork.stock - (held.get(artwork.id) ?? 0);
    const actual = stockNow.get(artwork.id);
    if (actual !== expected)
      stockMismatch.push(`${artwork.id}: stock ${actual}, initial ${artwork.stock} less ${held.get(artwork.id) ?? 0}`);
  }
  const lost = [...accepted].filter((id) => !placedOrders.has(id));
  const unreserved = items.filter((item) => !openReservations.has(`${item.order_id}/${item.artwork_id}`));
  const orphans = reservations.filter((r) => !placedOrders.has(r.order_id));
  const byState = Object.fromEntries(states.map((row) => [row.state, row.n]));

  // What each online order owes now, from its open items: the one rule (@art/contracts).
  const linesOf = new Map();
  for (const line of orderLines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  const owed = (orderId) => amountOwed(linesOf.get(orderId) ?? []).grandTotal;
  const lastHandoff = new Map(handoffs.map((handoff) => [handoff.orderId, handoff.totalAmount]));
  const wrongAmounts = [
    ...openPayments
      .filter((payment) => payment.amount !== owed(payment.order_id))
      .map(
        (payment) => `payment of ${payment.order_id} asks ${payment.amount}, open items owe ${owed(payment.order_id)}`,
      ),
    ...[...lastHandoff]
      .filter(([orderId, amount]) => amount !== owed(orderId))
      .map(([orderId, amount]) => `hand-off of ${orderId} asked ${amount}, open items owe ${owed(orderId)}`),
  ];

  const problems = [];
  if (oversold.length) problems.push(`oversold: ${oversold.length} artworks (${sample(oversold).join('; ')})`);
  if (stockMismatch.length)
    problems.push(`catalogue stock off: ${stockMismatch.length} artworks (${sample(stockMismatch).join('; ')})`);
  if (lost.length) problems.push(`lost orders: ${lost.length} answered 201 without a placed order (${sample(lost)})`);
  if (unreserved.length)
    problems.push(
      `placed items without a reservation: ${unreserved.length} (${sample(unreserved.map((i) => `${i.order_id}/${i.artwork_id}`))})`,
    );
  if (wrongAmounts.length)
    problems.push(`amounts not owed: ${wrongAmounts.length} (${sample(wrongAmounts).join('; ')})`);
  const initialPieces = artworks.reduce((sum, a) => sum + a.stock, 0);
  return {
    ok: problems.length === 0,
    problems,
    figures: {
      artworks: artworks.length,
      initialPieces,
      piecesSold: items.length,
      piecesLeft: [...stockNow.values()].reduce((sum, n) => sum + n, 0),
      soldOut: [...stockNow.values()].filter((n) => n === 0).length,
      accepted: accepted.size,
      placed: placedOrders.size,
      refused: byState.refused ?? 0,
      reserving: byState.reserving ?? 0,
      oversold: oversold.length,
      stockMismatch: stockMismatch.length,
      lost: lost.length,
      unreserved: unreserved.length,
      orphanReservations: orphans.length,
      handoffs: handoffs.length,
      ordersPaidOnline: lastHandoff.size,
      openPayments: openPayments.length,
      wrongAmounts: wrongAmounts.length,
    },
  };
}
