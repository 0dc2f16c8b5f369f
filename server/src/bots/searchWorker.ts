/** A search worker thread (see `SearchPool`): answers each Hard move it is sent. */
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { answerJob, type SearchJob } from './searchJob';

parentPort?.on('message', (job: SearchJob) => parentPort?.postMessage(answerJob(job, () => performance.now())));
