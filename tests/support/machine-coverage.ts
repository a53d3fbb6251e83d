// Lists every state and transition of a machine with xstate's graph utilities and
// records the ones that running actors reach, so that a test file can prove it took them all.
// Path generation (getShortestPaths) cannot run invoked promises or delays, so the tests drive
// real actors with fake actors and a simulated clock, and this checks the coverage afterwards.

import { expect, type TestContext } from 'vitest'
import type { AnyStateMachine, InspectionEvent, Snapshot, StateValue } from 'xstate'
import { getStateNodes } from 'xstate/graph'

type AnyStateNode = ReturnType<typeof getStateNodes>[number]
type AnyTransition = AnyStateNode['always'] extends (infer T)[] | undefined ? T : never

const transitionKey = (transition: AnyTransition): string => {
  const { source, eventType } = transition
  const siblings =
    eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? [])
  const targets = (transition.target ?? []).map((target) => target.id).join(',') || '(self)'
  return `${source.id} --${eventType || 'always'}[${siblings.indexOf(transition)}]--> ${targets}`
}

const stateValueAt = (path: string[]): StateValue =>
  path.length === 1 ? (path[0] as string) : { [path[0] as string]: stateValueAt(path.slice(1)) }

export const createCoverage = (machine: AnyStateMachine) => {
  const nodes = [machine.root, ...getStateNodes(machine)]
  const allStates = nodes.map((node) => node.id)
  const allTransitions = nodes.flatMap((node) =>
    [...node.transitions.values(), node.always ?? []].flat().map(transitionKey),
  )
  const reachedStates = new Set<string>()
  const takenTransitions = new Set<string>()

  const recordSnapshot = (snapshot: Snapshot<unknown>) => {
    const state = snapshot as unknown as { matches?: (value: StateValue) => boolean }
    if (!state.matches) return
    for (const node of nodes) {
      if (node.path.length > 0 && state.matches(stateValueAt(node.path))) reachedStates.add(node.id)
    }
  }

  return {
    /**
     * Pass as createActor's inspect option; records only the steps of actors of this machine: the
     * root, or a chart the root invokes (a login method's chart in the login chart).
     */
    inspect: (event: InspectionEvent) => {
      if ((event.actorRef as { logic?: { id?: unknown } }).logic?.id !== machine.id) return
      if (event.type === '@xstate.snapshot') recordSnapshot(event.snapshot)
      if (event.type === '@xstate.microstep') {
        for (const transition of event._transitions) {
          takenTransitions.add(transitionKey(transition))
          // A state left by an eventless transition as soon as entered is in no snapshot: that a
          // transition was taken out of it proves it was reached.
          reachedStates.add(transition.source.id)
        }
        recordSnapshot(event.snapshot)
      }
    },
    missingStates: () => allStates.filter((id) => id !== machine.id && !reachedStates.has(id)),
    missingTransitions: () => allTransitions.filter((key) => !takenTransitions.has(key)),
  }
}

type Coverage = ReturnType<typeof createCoverage>

interface Task {
  id: string
  mode: string
  tasks?: Task[]
}

/**
 * Whether any test of the file other than this one was left out of the run. Vitest marks every
 * test it will not run with mode 'skip' before the file starts, whatever left it out (-t, a
 * file:line filter, an IDE's test ids, .only, .skip), so reading the modes catches them all where
 * re-reading the -t pattern would catch one. A todo has no body and covers nothing: it does not count.
 */
const othersLeftOut = (task: Task, current: string): boolean =>
  task.id !== current && task.mode === 'skip' && !task.tasks
    ? true
    : (task.tasks ?? []).some((child) => othersLeftOut(child, current))

/**
 * The file's last test: every state reached and every transition taken by the tests before it.
 * Coverage is the sum of the whole file, so when a developer runs some of its tests (-t), what
 * the others would have covered is missing: the check is skipped then, never failed.
 */
export function expectFullCoverage(coverage: Coverage, context: TestContext): void {
  if (othersLeftOut(context.task.file as Task, context.task.id)) {
    context.skip('only part of the file ran')
    return
  }
  expect(coverage.missingStates()).toEqual([])
  expect(coverage.missingTransitions()).toEqual([])
}
