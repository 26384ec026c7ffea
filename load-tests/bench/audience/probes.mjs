// What the blocked member sees of the artist in each area, asked through the gateway: each probe
// makes one call and says whether its answer shows the block ('blocked'), shows the artist's
// things as usual ('open'), or is neither (an error the bench stops on). The artist blocks the
// member, so the member sees the blocker's profile, artwork, cart, chat and posts.

/** { area, what, call(), stateOf(answer) } for each area; `api` is gatewayApi(gatewayUrl). */
export function audienceProbes({ api, member, artist, artwork }) {
  const as = { token: member.token };
  const hiddenOrShown = (answer) => (answer.status === 404 ? 'blocked' : answer.status === 200 ? 'open' : undefined);
  const refusedOrDone = (answer) =>
    answer.status === 403 && answer.body?.status === 'blocked' ? 'blocked' : answer.status === 200 ? 'open' : undefined;
  return [
    {
      area: 'identity',
      what: "the blocker's profile (`GET /api/user/get/:id`): 404",
      call: () => api(`/user/get/${artist.id}`, as),
      stateOf: hiddenOrShown,
    },
    {
      area: 'catalogue',
      what: 'the artwork page (`GET /api/product/:slug`): 404',
      call: () => api(`/product/${artwork.slug}`, as),
      stateOf: hiddenOrShown,
    },
    {
      area: 'catalogue (gallery)',
      what: "the blocker's gallery (`GET /api/user/gallery/:id`) leaves the artwork out",
      call: () => api(`/user/gallery/${artist.id}`, as),
      stateOf: (answer) => {
        if (answer.status !== 200 || !Array.isArray(answer.body?.products)) return undefined;
        return answer.body.products.some((product) => product._id === artwork.id) ? 'open' : 'blocked';
      },
    },
    {
      area: 'commerce',
      what: 'adding the artwork to the cart (`POST /api/cart/addItem`): 403 blocked',
      call: () => api('/cart/addItem', { ...as, body: { product_id: artwork.id } }),
      stateOf: refusedOrDone,
    },
    {
      area: 'messaging',
      what: 'opening a chat with the blocker (`POST /api/rooms/init`): 403 blocked',
      call: () => api('/rooms/init', { ...as, body: { sender: member.id, receiver: artist.id } }),
      stateOf: refusedOrDone,
    },
    {
      area: 'social',
      what: "the blocker's posts (`GET /api/post/getbyartist/:id/10`): 404 (social's own table)",
      call: () => api(`/post/getbyartist/${artist.id}/10`, as),
      stateOf: hiddenOrShown,
    },
  ];
}
