import { answerWorkerRequests } from '../../answerWorkerRequests';
import { createCommentReader } from './createCommentReader';
import { type ClassifierTrainingJob, trainClassifier } from './trainClassifier';
import { weightBuffers } from './weightBuffers';

/** Worker-thread entry: trains each classifier it is asked for; the weights' buffers move back, uncopied. */
const reader = createCommentReader();
answerWorkerRequests(
  (job: ClassifierTrainingJob) => trainClassifier(job, reader),
  (trained) => weightBuffers(trained.weights),
);
