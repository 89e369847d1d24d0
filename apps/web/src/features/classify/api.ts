import {
  PATHS,
  type TClassifierModel,
  type TClassifyInput,
  type TClassifyResult,
  type TTrainingSetQuery,
  ZClassifierModel,
  ZClassifyResult,
} from '@notedesk/contract';
import { http } from '@/app/http/http';
import { saveBlob } from '@/app/http/saveBlob';

export const CLASSIFIER_MODEL_KEY = ['classifier', 'model'] as const;

export const classifyComment = async (input: TClassifyInput): Promise<TClassifyResult> =>
  ZClassifyResult.parse(await http.post(PATHS.classify.classify, input));

export const fetchClassifierModel = async (): Promise<TClassifierModel> =>
  ZClassifierModel.parse(await http.get(PATHS.classify.model));

export const retrainClassifier = async (): Promise<TClassifierModel> =>
  ZClassifierModel.parse(await http.post(PATHS.classify.retrain));

/** Downloads the training set (the call needs the token, so not a plain link). */
export const downloadTrainingSet = async (format: TTrainingSetQuery['format']): Promise<void> => {
  const response = await http.axios.get<Blob>(PATHS.classify.trainingSet, {
    params: { format },
    responseType: 'blob',
  });
  saveBlob(response.data, `classifier-training-set.${format}`);
};
