import { type CourseOrder, api } from "@icms/protocol";
import { Button, Group, Modal, Pagination, Stack, Tabs, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { callGateway } from "../../../app/gateway";
import { idParam } from "../../../app/paths";
import { showError, toast } from "../../../ui/notify";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { isUserRejection } from "../../../ui/user-rejection";
import { stopReason, useRefundOnChain } from "../buy/use-pay-quote";
import { useCoinTypes } from "../queries";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { type OrderRole, useMyOrders, useRefreshOrders, useRequestRefund } from "./order-queries";
import { OrderRow } from "./OrderRow";

function RequestRefund({ order, onClose }: { order: CourseOrder | null; onClose: () => void }) {
  const { t } = useTranslation();
  const request = useRequestRefund();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={t("edu.orders.requestTitle")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="md">
        <Textarea
          label={t("edu.orders.requestReason")}
          required
          autosize
          minRows={3}
          maxLength={500}
          value={reason}
          error={error}
          data-autofocus
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("edu.cancel")}
          </Button>
          <Button
            loading={request.isPending}
            onClick={() => {
              if (!order) return;
              if (!reason.trim()) {
                setError(t("edu.form.required"));
                return;
              }
              request.mutate(
                { order_id: order.order_id, reason: reason.trim() },
                {
                  onSuccess: () => {
                    toast({ message: t("edu.orders.requestSent"), type: "success" });
                    setReason("");
                    onClose();
                  },
                  onError: showError,
                },
              );
            }}
          >
            {t("edu.orders.requestRefund")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Orders({ side: role }: { side: OrderRole }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, idParam(params.get("page")));
  const list = useMyOrders(role, page);
  const refresh = useRefreshOrders();
  const refundOnChain = useRefundOnChain();
  const coins = useCoinTypes();
  const [refunding, setRefunding] = useState<CourseOrder | null>(null);
  const [requesting, setRequesting] = useState<CourseOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const pages = Math.ceil((list.data?.total ?? 0) / 10);

  const refund = async (order: CourseOrder) => {
    setBusy(true);
    try {
      const token = coins.data?.find((coin) => coin.coin === order.coin)?.token_address;
      if (!token) {
        toast({ message: t("edu.orders.refundFailed"), type: "danger" });
        return;
      }
      const sent = await refundOnChain(order, token);
      if (sent.status !== 1 || !sent.hash) {
        toast({ message: t("edu.orders.refundFailed"), type: "danger" });
        return;
      }
      await callGateway(api.appedu_msrv.course_order_refund_record, { order_id: order.order_id, tx_hash: sent.hash });
      toast({ message: t("edu.orders.refundSent"), type: "success" });
    } catch (error) {
      const stop = stopReason(error);
      if (stop) toast({ message: t(`edu.buy.${stop}`, { coin: order.coin }), type: "warning" });
      else if (!isUserRejection(error)) showError(error);
    } finally {
      setBusy(false);
      setRefunding(null);
      void refresh();
    }
  };

  return (
    <Stack gap="md">
      <QueryStatus query={list} empty={list.data?.list.length === 0} emptyText={t("edu.orders.empty")}>
        <Stack gap="xs">
          {list.data?.list.map((order) => (
            <OrderRow
              key={order.order_id}
              order={order}
              role={role}
              onRefund={() => setRefunding(order)}
              onRequestRefund={() => setRequesting(order)}
            />
          ))}
        </Stack>
      </QueryStatus>
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={(next) => setParams({ as: role, page: String(next) })} />
      )}
      <ConfirmDialog
        opened={refunding !== null}
        title={t("edu.orders.refundTitle")}
        body={t(refunding?.extra_payment ? "edu.orders.refundExtraBody" : "edu.orders.refundBody", {
          amount: refunding?.amount ?? "",
          coin: refunding?.coin ?? "",
          buyer: refunding?.buyer_nickname || refunding?.buyer_wallet || "",
          course: refunding?.course_name ?? "",
        })}
        confirmLabel={t("edu.orders.refund")}
        busy={busy}
        onCancel={() => setRefunding(null)}
        onConfirm={() => refunding && void refund(refunding)}
      />
      <RequestRefund order={requesting} onClose={() => setRequesting(null)} />
    </Stack>
  );
}

/** /ucenter/courseorder?as=buyer|seller: the user's course orders as buyer and as seller. */
export function CourseOrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const role: OrderRole = params.get("as") === "seller" ? "seller" : "buyer";
  return (
    <PageFrame title={t("routes.Courseorder")}>
      <Tabs value={role} onChange={(value) => setParams({ as: value === "seller" ? "seller" : "buyer" })}>
        <Tabs.List>
          <Tabs.Tab value="buyer">{t("edu.orders.asBuyer")}</Tabs.Tab>
          <Tabs.Tab value="seller">{t("edu.orders.asSeller")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="buyer" pt="md">
          {role === "buyer" && <Orders side="buyer" />}
        </Tabs.Panel>
        <Tabs.Panel value="seller" pt="md">
          {role === "seller" && <Orders side="seller" />}
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
