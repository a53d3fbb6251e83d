// Sends the bettor to /maintenance when the engine hears the site is closed (an API call
// redirected to the maintenance page), wherever they are in it.

import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { useEngineClient } from '../engine/use-engine.ts'

export function MaintenanceWatch() {
  const client = useEngineClient()
  const [location, navigate] = useLocation()
  const here = location === '/maintenance'
  useEffect(
    () =>
      client.onNotice((notice) => {
        if (notice.type === 'maintenance' && !here) navigate('/maintenance')
      }),
    [client, navigate, here],
  )
  return null
}
