import { create } from 'zustand';

// SPEC sections 4 and 9: a toast lives 5 s; it starts fading at 4.7 s and is removed 0.3 s
// later. Closing it by hand fades it the same way.
export const TOAST_FADE_AFTER_MS = 4_700;
export const TOAST_FADE_MS = 300;

export type ToastType = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  isLeaving: boolean;
}

interface ToastState {
  toasts: Toast[];
  show: (type: ToastType, message: string) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function schedule(id: number, ms: number, run: () => void): void {
  clearTimeout(timers.get(id));
  timers.set(id, setTimeout(run, ms));
}

export const useToastStore = create<ToastState>()((set, get) => {
  function remove(id: number): void {
    timers.delete(id);
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  }

  function dismiss(id: number): void {
    const toast = get().toasts.find((item) => item.id === id);
    if (!toast || toast.isLeaving) return;
    set((state) => ({
      toasts: state.toasts.map((item) => (item.id === id ? { ...item, isLeaving: true } : item)),
    }));
    schedule(id, TOAST_FADE_MS, () => remove(id));
  }

  return {
    toasts: [],
    show(type, message) {
      const id = nextId++;
      set((state) => ({ toasts: [...state.toasts, { id, type, message, isLeaving: false }] }));
      schedule(id, TOAST_FADE_AFTER_MS, () => dismiss(id));
      return id;
    },
    dismiss,
  };
});

/** Show a toast from anywhere (components, hooks, mutation callbacks). */
export const toast = {
  success: (message: string) => useToastStore.getState().show('success', message),
  error: (message: string) => useToastStore.getState().show('error', message),
  info: (message: string) => useToastStore.getState().show('info', message),
};
