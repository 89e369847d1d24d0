import { useMutation } from '@tanstack/react-query';
import { downloadTrainingSet } from '../api';

/** Downloads the comments the model learns from. */
export const useDownloadTrainingSet = () => useMutation({ mutationFn: downloadTrainingSet });
