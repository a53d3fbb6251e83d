// The live streams each address holds open in this process, at most perAddress: 6,000 sockets
// from one address were all taken, and the balancer's probe waited 4-6 s while they connected
// (probe 2, L2). A seat is taken before the handshake switches protocols and given back when the
// connection's socket closes, however it closes. A bettor refused a seat still has the poll.
// Behind a proxy the address is the bettor's only with TRUST_PROXY (README, Behind a proxy).

/** What a seat is given back on: the connection's socket, closing. */
interface Closes {
  once(event: 'close', listener: () => void): unknown
}

export interface StreamSeats {
  /** A seat for address until `connection` closes; false when the address has none left. */
  take(address: string, connection: Closes): boolean
  /** The seats address holds now. */
  held(address: string): number
}

export function streamSeats(perAddress: number): StreamSeats {
  const open = new Map<string, number>()
  return {
    take(address, connection) {
      const held = open.get(address) ?? 0
      if (held >= perAddress) return false
      open.set(address, held + 1)
      connection.once('close', () => {
        const left = (open.get(address) ?? 1) - 1
        if (left > 0) open.set(address, left)
        else open.delete(address)
      })
      return true
    },
    held: (address) => open.get(address) ?? 0,
  }
}
