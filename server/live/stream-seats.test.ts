import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { streamSeats } from './stream-seats.ts'

describe('stream seats per address', () => {
  it('gives an address its seats, then none until one closes', () => {
    const seats = streamSeats(2)
    const first = new EventEmitter()
    expect(seats.take('1.2.3.4', first)).toBe(true)
    expect(seats.take('1.2.3.4', new EventEmitter())).toBe(true)
    expect(seats.take('1.2.3.4', new EventEmitter())).toBe(false)
    expect(seats.take('5.6.7.8', new EventEmitter())).toBe(true)
    first.emit('close')
    expect(seats.held('1.2.3.4')).toBe(1)
    expect(seats.take('1.2.3.4', new EventEmitter())).toBe(true)
  })

  it('forgets an address whose streams have all closed', () => {
    const seats = streamSeats(1)
    const only = new EventEmitter()
    seats.take('1.2.3.4', only)
    only.emit('close')
    expect(seats.held('1.2.3.4')).toBe(0)
  })
})
