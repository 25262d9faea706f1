/**
 * A ref that holds the value of the latest render, for an effect or callback that reads it when it runs but must
 * not run again because it changed (a map created once reads the latest props when its library has loaded).
 * Updated in a layout effect, so every passive effect and every event handler of the commit sees the new value.
 */
import { useLayoutEffect, useRef } from 'react';

export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
