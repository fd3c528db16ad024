/** Batch work in the console: follow a job's progress, and start exports and batches. */
export { JobPanel, jobQueryKey, type JobPanelProps } from "./JobPanel";
export { useStartJob } from "./useStartJob";
export { jobClient, jobs, isFinished, type Job, type JobAnswer, type JobClient, type StartBatchPayload, type StartExportPayload } from "../../rpc/jobs";
export { MyJobsButton } from "./MyJobsButton";
export { MyJobsHost } from "./MyJobsHost";
