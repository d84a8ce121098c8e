import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  type CreateWebhookEndpointInput,
  type UpdateWebhookEndpointInput,
} from '@incasso/shared/developer';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

const endpointsKey = queryKeys.webhook('endpoints');
const deliveriesKey = (endpointId: string) => queryKeys.webhook('deliveries', endpointId);
const endpointPath = (id: string) => `/api/developer/webhooks/${encodeURIComponent(id)}`;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: endpointsKey,
    queryFn: async () => WebhookEndpointListSchema.parse(await api.get('/api/developer/webhooks')),
  });
}

/** The delivery log of one endpoint; refreshed while deliveries are still being tried. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: async () =>
      WebhookDeliveryListSchema.parse(await api.get(`${endpointPath(endpointId)}/deliveries`)),
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.status === 'pending') ? 3_000 : false,
  });
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateWebhookEndpointInput) =>
      WebhookEndpointWithSecretSchema.parse(await api.post('/api/developer/webhooks', input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey }),
  });
}

export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: UpdateWebhookEndpointInput & { id: string }) =>
      WebhookEndpointSchema.parse(
        await api.request(endpointPath(id), { method: 'PATCH', body: input }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.request(endpointPath(id), { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey }),
  });
}

/** A new signing secret (shown once); the previous one keeps signing for 24 hours. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      WebhookEndpointWithSecretSchema.parse(await api.post(`${endpointPath(id)}/rotate-secret`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey }),
  });
}

export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (endpointId: string) =>
      WebhookDeliverySchema.parse(await api.post(`${endpointPath(endpointId)}/test`)),
    onSuccess: (delivery) =>
      queryClient.invalidateQueries({ queryKey: deliveriesKey(delivery.endpointId) }),
  });
}

export function useRetryWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      WebhookDeliverySchema.parse(
        await api.post(`/api/developer/webhook-deliveries/${encodeURIComponent(deliveryId)}/retry`),
      ),
    onSuccess: (delivery) =>
      queryClient.invalidateQueries({ queryKey: deliveriesKey(delivery.endpointId) }),
  });
}
