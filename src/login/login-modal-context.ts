import { createContext, useContext } from 'react'

export interface LoginModalControl {
  open: boolean
  show(): void
  close(): void
}

export const LoginModalContext = createContext<LoginModalControl>({
  open: false,
  show: () => {},
  close: () => {},
})

export const useLoginModal = () => useContext(LoginModalContext)
