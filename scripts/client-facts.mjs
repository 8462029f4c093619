// Who the client is, from the socket and the headers of the proxies we trust (see storefront.mjs).

/** The address and protocol of the client, trusting `hops` proxies in front of this server. */
export function clientFacts(headers, socketAddress, encrypted, hops) {
  const peer = normalise(socketAddress ?? 'unknown');
  if (!hops) return { address: peer, protocol: encrypted ? 'https' : 'http' };
  const chain = [
    ...String(headers['x-forwarded-for'] ?? '')
      .split(',')
      .map(normalise)
      .filter(Boolean),
    peer,
  ];
  // The last `hops` entries are our own proxies; the one before them is the client.
  const address = chain[Math.max(0, chain.length - 1 - hops)] ?? peer;
  const forwardedProto = String(headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  return { address, protocol: forwardedProto === 'https' ? 'https' : encrypted ? 'https' : 'http' };
}

function normalise(address) {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') ? trimmed.slice('::ffff:'.length) : trimmed;
}
