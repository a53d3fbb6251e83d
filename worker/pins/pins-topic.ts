// The topic the pinned set changes on: the pins view and the alerts' view depend on it.

export const pinsTopic = 'pins'
