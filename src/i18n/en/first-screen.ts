// English's first screen's part (parts.ts): the areas the shell and the live list read, loaded at
// every page's start. In dictionary mode, as the whole catalogue is (index.ts).

import { favourites } from './favourites.ts'
import type { Dictionary } from './index.ts'
import { live } from './live.ts'
import { shell } from './shell.ts'

export const firstScreen: Dictionary = Object.assign(Object.create(null), shell, live, favourites)
