// The app-wide statecharts' actors, in a chunk loaded once the first screen is up (LateCharts.tsx):
// login, logout, the betslip's placement and panel, and my bets. With them comes xstate.

import { BetslipCharts } from '../betslip/BetslipCharts.tsx'
import { LoginChart } from '../login/LoginChart.tsx'
import { LogoutChart } from '../login/LogoutChart.tsx'
import { MyBetsChart } from '../my-bets/MyBetsChart.tsx'

export default function AppCharts() {
  return (
    <>
      <LoginChart />
      <LogoutChart />
      <BetslipCharts />
      <MyBetsChart />
    </>
  )
}
