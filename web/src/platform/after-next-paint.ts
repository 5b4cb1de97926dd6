import { useEffect, useState } from 'react';

/** Runs `task` once the browser has painted its next frame; the function returned cancels it. */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame's callbacks run before it is painted; a task queued from one runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False in a component's first render, true once the frame that showed it has been painted: for the parts of a
 * screen below its first content, whose code and data need not hold up the first paint.
 */
export function useAfterNextPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
