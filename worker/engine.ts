// The engine's composition root: builds the shared context and lists the modules, one a feature
// area. The API the UI calls, and the map of every view it can subscribe to, are derived from the
// modules here, so neither is written twice. docs/recipes.md says how to add to them.

import type { EngineNotice } from '../domain/engine/notices.ts'
import type { DeliveryPort, ViewParams } from '../domain/engine/views.ts'
import { createSlipArea } from './betslip/slip-area.ts'
import { createCatalogueModule } from './catalogue/catalogue.ts'
import { createContext, type EngineOptions, type PageContext } from './context/context.ts'
import type { EngineModule } from './context/engine-module.ts'
import { lazyArea } from './context/lazy-area.ts'
import type { LazyViewDefinition, ViewDefinition } from './context/view-hub.ts'
import { createCurrenciesModule } from './currencies/currencies.ts'
import { createLiveModule } from './live/live.ts'
import { createMyBetsModule } from './my-bets/my-bets.ts'
import { createReportsModule } from './reports/reports.ts'
import { createSessionModule } from './session/session.ts'
import { createSettingsModule } from './settings/settings.ts'
import { createSiteModule } from './site/site.ts'

export type { EngineOptions } from './context/context.ts'

function createModules(options: EngineOptions) {
  const context = createContext(options)
  const live = createLiveModule(context)
  return {
    context,
    // The areas a bettor may never open (a login method other than the brand's, the account
    // pages, the cashier, the jackpot, the bet history) are fetched on first use: the worker
    // starts without them.
    modules: {
      settings: createSettingsModule(context),
      currencies: createCurrenciesModule(context),
      session: createSessionModule(context),
      authGateway: lazyArea(
        async () =>
          (await import('./auth-gateway/auth-gateway.ts')).createAuthGatewayModule(context),
        {},
      ),
      account: lazyArea(
        async () => (await import('./account/account.ts')).createAccountModule(context),
        {},
      ),
      operatorWallet: lazyArea(
        async () =>
          (await import('./operator-wallet/operator-wallet.ts')).createOperatorWalletModule(
            context,
          ),
        {},
      ),
      betslip: createSlipArea(context, live.stream),
      cashier: lazyArea(
        async () => (await import('./cashier/cashier.ts')).createCashierModule(context),
        {},
      ),
      myBets: createMyBetsModule(context),
      betHistory: lazyArea(
        async () => (await import('./my-bets/bet-history.ts')).createBetHistoryModule(context),
        {},
      ),
      jackpot: lazyArea(
        async () => (await import('./jackpot/jackpot.ts')).createJackpotModule(context),
        { jackpot: true },
      ),
      site: createSiteModule(context),
      reports: createReportsModule(context),
      live,
      catalogue: createCatalogueModule(context, live.stream),
      // Fetched once a page shows a pin or the alerts' notices (each idle after the first screen).
      pins: lazyArea(
        async () => (await import('./pins/pins.ts')).createPinsModule(context, live.stream),
        { pins: true, 'pin-alerts': true, 'pinned-event': true },
      ),
      search: lazyArea(
        async () => (await import('./search/search.ts')).createSearchModule(context),
        {},
      ),
    } satisfies Record<string, EngineModule>,
  }
}

type Modules = ReturnType<typeof createModules>['modules']
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  merged: infer I,
) => void
  ? I
  : never
type ViewDefinitions = UnionToIntersection<Modules[keyof Modules]['views']>

/** Every view the UI can subscribe to: its parameters and its state, by name. */
export type Views = {
  [Name in keyof ViewDefinitions]: ViewDefinitions[Name] extends
    | ViewDefinition<infer Params, infer State>
    | LazyViewDefinition<infer Params, infer State>
    ? { params: Params; state: State }
    : never
}
export type ViewName = keyof Views & string

export function createEngine(options: EngineOptions) {
  const { context, modules } = createModules(options)
  for (const module of Object.values(modules))
    for (const [name, definition] of Object.entries(module.views))
      context.views.define(name, definition)

  const commands = Object.fromEntries(
    Object.entries(modules).map(([area, module]) => [area, module.commands]),
  ) as { [Area in keyof Modules]: Modules[Area]['commands'] }

  return {
    ...commands,
    views: {
      /**
       * A client of views: its port gets all its subscriptions' updates, one message a flush.
       * A port and not a listener passed through comlink, which answers every call: a message
       * back to the engine for each flush, on the page's main thread.
       */
      async connect(port: DeliveryPort): Promise<number> {
        return context.views.connect((deliveries) => port.postMessage(deliveries))
      },
      /** Its first update is a reset with the whole state, then patches. */
      async subscribe(client: number, subscriptionId: number, name: ViewName, params: ViewParams) {
        context.views.subscribe(client, subscriptionId, name, params)
      },
      async unsubscribe(client: number, subscriptionId: number): Promise<void> {
        context.views.unsubscribe(client, subscriptionId)
      },
    },
    notices: {
      /** What the engine tells the UI of its own accord (domain/engine/notices.ts). */
      async listen(listener: (notice: EngineNotice) => void): Promise<void> {
        context.notices.listen(listener)
      },
    },
    /**
     * Restores what was stored, loads the brand's settings, then the live snapshot and the
     * stream. The page names its brand (brand= or the host) and language.
     */
    async start(page: Partial<PageContext> = {}): Promise<void> {
      context.page.set({ ...context.page.get(), ...page })
      const { live, currencies, settings, betslip, ...areas } = modules
      // Settings that fail to load leave the section 9 defaults in force; the slip still works.
      const settingsRead = settings.start()
      // The currencies are an /xapi/ call: asked once the settings have given the portal id and
      // token it carries (SPEC.md section 7), beside the snapshot, not before it: the live list
      // shows prices, not amounts, and the page shows an amount as "…" until its currency's
      // record has come.
      const currenciesLoaded = settingsRead.then(() => currencies.start())
      await Promise.all([
        settingsRead,
        ...[betslip, ...Object.values<EngineModule>(areas)].map((area) => area.start?.()),
      ])
      // The snapshot is asked for with the brand's settings: its market types, its lazy threshold.
      await Promise.all([live.start(), currenciesLoaded])
      // The slip's code, once the first screen's data has come, before the first tap wants it.
      betslip.prefetch()
    },
    stop(): void {
      for (const module of Object.values<EngineModule>(modules)) module.stop?.()
      context.views.flush()
    },
  }
}

export type EngineApi = ReturnType<typeof createEngine>
