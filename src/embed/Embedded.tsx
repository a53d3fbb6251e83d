// The sportsbook inside a host's frame (SPEC.md section 7, cross-window messages): says it is
// ready, reports its height, its balance and its language, asks the host to log the bettor in,
// and takes the host's token, odds format, language and deep links. Renders nothing; a page that
// is not framed by an allowed host has no bridge at all (docs/embedding.md).

import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { deeplinkPath, type IncomingMessage } from '../../domain/embed/bridge-protocol.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useLogin } from '../login/login-context.tsx'
import { useLateSelector } from '../ui/late-actor.ts'
import { type Bridge, createBridge, watchHeight } from './bridge.ts'
import { setHostLogsIn } from './host-login.ts'

/** Read once: the flag is on the first address only, and later navigation drops the query. */
const embeddedFlag =
  typeof location !== 'undefined' && new URLSearchParams(location.search).get('embedded') === 'true'

/**
 * Between two pages: a placeholder marked busy stands in the page's place, or in its list's. A
 * row of a list still loading its own event or market (a Live now row on a sport page, a live
 * row's market) is part of a page that has come: counted as busy, it kept a settled page busy
 * until the hold ran out, and the height was then taken in the middle of the next navigation.
 */
const pageLoading = () =>
  [...document.querySelectorAll('main [aria-busy="true"]')].some(
    (element) => element.closest('li') === null,
  )

export default function Embedded() {
  const engine = useEngine()
  const login = useLogin()
  const [, navigate] = useLocation()
  // Latched from the first load: a language change reloads the settings, and the bridge (with
  // the host's origin) must live through it rather than announce itself again.
  const loaded = useView('settings', (view) =>
    view?.status === 'loaded'
      ? `${view.settings.login_method} ${view.settings.parent_origins.join(' ')}`
      : undefined,
  )
  const [brandFrame, setBrandFrame] = useState<string>()
  useEffect(() => {
    if (loaded !== undefined) setBrandFrame(loaded)
  }, [loaded])
  const session = useView('session', (view) => view)
  // The brand logs its bettors in itself, even in a host's frame (force_dsb_login,
  // docs/decisions/section-3-settings.md): the host is not asked, and its form shows.
  const ownLogin = useView('settings', (view) => view?.settings.force_dsb_login) === true
  const loginOpen = useLateSelector(login, (snapshot) => snapshot.matches('open'), false)
  const bridge = useRef<Bridge | undefined>(undefined)
  const hostLanguage = useRef<string | undefined>(undefined)
  const [loginMethod, ...parentOrigins] = brandFrame?.split(' ').filter(Boolean) ?? []
  // App renders this only in a frame; the brand and the flag say whether the frame is a host's.
  const embedded = brandFrame !== undefined && (embeddedFlag || loginMethod === 'operatorWallet')
  const originsKey = parentOrigins.join(' ')

  useEffect(() => {
    if (!embedded) return
    const onMessage = (message: IncomingMessage) => {
      switch (message.type) {
        case 'opt.sportsbook.token':
          // The host's token for its player opens the sportsbook session (GET /api/session).
          void engine.session.logInWithHostToken(message.authtoken)
          return
        case 'opt.sportsbook.odds':
          void engine.session.setOddsFormat(message.odds)
          return
        case 'opt.sportsbook.language':
          hostLanguage.current = message.language
          // The host hears its language back once the settings are read in it.
          void engine.settings.setLanguage(message.language).then((result) => {
            if (result.ok)
              bridge.current?.post({ type: 'ext.sportsbook.language', language: message.language })
          })
          return
        case 'opt.sportsbook.deeplink':
          navigate(deeplinkPath(message))
          return
      }
    }
    const created = createBridge(window, {
      parentOrigins: originsKey ? originsKey.split(' ') : [],
      onMessage,
      onIgnored: (count) => {
        document.documentElement.dataset.bridgeIgnored = String(count)
      },
    })
    bridge.current = created
    setHostLogsIn(created.host !== undefined && !ownLogin)
    created.post({ type: 'ext.sportsbook.ready' })
    const stopWatching = watchHeight(
      document.body,
      (height) => created.post({ type: 'ext.sportsbook.size', height }),
      { busy: pageLoading },
    )
    return () => {
      stopWatching()
      created.stop()
      setHostLogsIn(false)
      bridge.current = undefined
    }
  }, [embedded, originsKey, ownLogin, engine, navigate])

  const balance = session?.balance
  const currency = session?.currency
  useEffect(() => {
    if (balance !== undefined && currency)
      bridge.current?.post({ type: 'ext.sportsbook.balanceupdate', balance, currency })
  }, [balance, currency])

  // The bettor's own switch in the language menu: the host hears the new language too.
  const language = useView('settings', (view) => view?.language)
  const announced = useRef<string | undefined>(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bridge comes with embedded
  useEffect(() => {
    if (!language || !bridge.current) return
    if (
      announced.current !== undefined &&
      announced.current !== language &&
      language !== hostLanguage.current
    )
      bridge.current.post({ type: 'ext.sportsbook.language', language })
    announced.current = language
  }, [language, embedded])

  const loggedIn = session?.status === 'logged-in'
  useEffect(() => {
    if (!loginOpen || !bridge.current?.host || ownLogin) return
    if (!loggedIn) bridge.current.post({ type: 'ext.sportsbook.logon' })
    // The host answers with its token; the next Log in asks it again.
    login.send({ type: 'login.close' })
  }, [loginOpen, loggedIn, ownLogin, login])

  return null
}
