// The operator's page (/ops/, server/routes/ops.ts): reads GET /ops/figures every two seconds
// (at the address the page names, from the route table) and draws them with uPlot, loaded
// before this as the global uPlot. The figures are computed on the server
// (domain/ops/figures.ts); this only plots them. The browser sends the operator key it was given
// at the page's prompt with each read.

const everyMs = 2000

/** Each chart: its title and its lines, [label, figure, colour]. */
const charts = [
  {
    title: 'Placements a second',
    lines: [
      ['placed', 'placedPerSecond', '#2e7d32'],
      ['refused or rejected', 'refusedPerSecond', '#c62828'],
    ],
  },
  {
    title: 'p99 latency (ms)',
    lines: [
      ['every request', 'requestP99Ms', '#1565c0'],
      ['placement', 'placementP99Ms', '#ef6c00'],
    ],
  },
  {
    title: 'Lag (s)',
    lines: [
      ['live stream behind the log', 'streamLagSeconds', '#6a1b9a'],
      ['settlement p99', 'settlementLagP99Seconds', '#00838f'],
    ],
  },
  { title: 'Settlement backlog (bets)', lines: [['backlog', 'settlementBacklog', '#5d4037']] },
  { title: 'Live clients', lines: [['WebSocket clients', 'liveClients', '#283593']] },
  { title: 'Event-loop delay p99 (ms)', lines: [['event loop', 'eventLoopP99Ms', '#ad1457']] },
]

const area = document.getElementById('charts')
const state = document.getElementById('state')
const figuresUrl = document.body.dataset.figures
const refusals = document.getElementById('refusals')
const reports = document.getElementById('reports')
const reportsUrl = reports.closest('table').dataset.reports

const plots = charts.map((chart) => {
  const holder = document.createElement('div')
  holder.className = 'chart'
  area.append(holder)
  const plot = new uPlot(
    {
      title: chart.title,
      width: Math.max(holder.clientWidth - 16, 300),
      height: 200,
      series: [{}, ...chart.lines.map(([label, , stroke]) => ({ label, stroke, width: 2 }))],
      axes: [{}, { size: 60 }],
    },
    [[], ...chart.lines.map(() => [])],
    holder,
  )
  return { chart, plot, holder }
})

addEventListener('resize', () => {
  for (const { plot, holder } of plots)
    plot.setSize({ width: Math.max(holder.clientWidth - 16, 300), height: 200 })
})

/** Table rows of text cells; a row saying none when there are no rows. */
function rowsOf(lines, width) {
  return (lines.length === 0 ? [['none', ...Array(width - 1).fill('')]] : lines).map((line) => {
    const row = document.createElement('tr')
    for (const text of line) {
      const cell = document.createElement('td')
      cell.textContent = text
      row.append(cell)
    }
    return row
  })
}

function showReports(list) {
  reports.replaceChildren(
    ...rowsOf(
      list.reports.map((report) => [
        report.at,
        report.brandId,
        report.name,
        String(report.value),
        Object.entries(report.tags)
          .map(([tag, value]) => `${tag}=${value}`)
          .join(' '),
      ]),
      5,
    ),
  )
}

function show(figures) {
  const times = figures.points.map((point) => point.at)
  for (const { chart, plot } of plots)
    plot.setData([times, ...chart.lines.map(([, figure]) => figures.points.map((p) => p[figure]))])
  const leader = figures.feedLeader ? 'runs the feed' : 'does not run the feed'
  const producer = figures.producerUp ? 'producer up' : 'producer DOWN'
  state.textContent = `Process ${figures.process}: ${leader}, ${producer}. Figures of this process only; a balancer may answer from another.`
  refusals.replaceChildren(
    ...rowsOf(
      figures.refusals.map(([code, count]) => [code, String(count)]),
      2,
    ),
  )
}

/** The JSON answer of url, read with the key the browser was given. */
async function answerOf(url) {
  const response = await fetch(url, { cache: 'no-store' })
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`)
  return response.json()
}

async function read() {
  try {
    const [figures, latest] = await Promise.all([answerOf(figuresUrl), answerOf(reportsUrl)])
    show(figures)
    showReports(latest)
  } catch (error) {
    state.textContent = `The figures could not be read: ${error.message}`
  } finally {
    setTimeout(read, everyMs)
  }
}

read()
