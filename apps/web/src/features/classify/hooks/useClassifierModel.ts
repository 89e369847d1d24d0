import { useQuery } from '@tanstack/react-query';
import { CLASSIFIER_MODEL_KEY, fetchClassifierModel } from '../api';

/** The model the tenant's comments are classified with. */
export const useClassifierModel = () =>
  useQuery({ queryKey: CLASSIFIER_MODEL_KEY, queryFn: fetchClassifierModel });
