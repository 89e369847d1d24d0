import { useMutation } from '@tanstack/react-query';
import { changePassword } from '../api';

/** Changes the signed-in user's password (the server signs out their other sessions). */
export const useChangePassword = (onChanged: () => void, onRefused: (error: Error) => void) =>
  useMutation({ mutationFn: changePassword, onSuccess: onChanged, onError: onRefused });
