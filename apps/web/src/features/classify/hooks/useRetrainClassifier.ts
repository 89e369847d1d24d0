import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASSIFIER_MODEL_KEY, retrainClassifier } from '../api';

/** Retrains the tenant's model; the card shows the new one at once. */
export const useRetrainClassifier = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retrainClassifier,
    onSuccess: (trained) => client.setQueryData(CLASSIFIER_MODEL_KEY, trained),
  });
};
