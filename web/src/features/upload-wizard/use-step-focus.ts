import { useEffect, useRef } from 'react';

/**
 * Moves the focus to the step's heading when the step changes (not on the first render): Next
 * sits below the step, so the focus would stay there and the next Tab would leave the new step
 * behind; a screen reader reads the new step's name. The heading needs tabIndex -1.
 */
export function useStepFocus<T extends HTMLElement>(step: number) {
  const ref = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    ref.current?.focus();
  }, [step]);
  return ref;
}
