import { useMutation } from '@tanstack/react-query';
import { classifyComment } from '../api';

/** Asks the engine for a trial comment's labels (nothing is stored). */
export const useClassifyComment = () => useMutation({ mutationFn: classifyComment });
