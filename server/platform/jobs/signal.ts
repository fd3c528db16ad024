import { EventEmitter } from "node:events";

/**
 * Wakes this process's job runners when a job is queued here, so that it starts at once rather
 * than at the runner's next poll. Other processes find it at their next poll (jobs are rows).
 */
const emitter = new EventEmitter();
emitter.setMaxListeners(0);

export function announceJob(): void {
  emitter.emit("queued");
}

export function onJobQueued(listener: () => void): () => void {
  emitter.on("queued", listener);
  return () => {
    emitter.off("queued", listener);
  };
}
