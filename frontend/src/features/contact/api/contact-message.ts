import { useMutation } from '@tanstack/react-query';
import { sendContactMessage } from '@/api/generated/endpoints/contact/contact';
import type { SendContactMessageDto } from '@/api/generated/model';

export function useSendContactMessageMutation() {
  return useMutation({ mutationFn: (message: SendContactMessageDto) => sendContactMessage(message) });
}
