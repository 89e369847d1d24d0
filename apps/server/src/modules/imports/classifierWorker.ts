import { answerWorkerRequests } from '../../answerWorkerRequests';
import type { ClassifyInput } from '../classify/commentClassifier';
import { createEmbeddedClassifier } from '../classify/createEmbeddedClassifier';

/** Worker-thread entry: the embedded classifier labelling each batch of comments it is sent. */
const classifier = createEmbeddedClassifier();
answerWorkerRequests((inputs: ClassifyInput[]) => classifier.classifySync(inputs));
