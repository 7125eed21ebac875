import { Alert, Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { callGateway } from "../../app/gateway";
import { dialogMessage, showError } from "../../ui/notify";
import { PageFrame } from "../../ui/PageFrame";
import { networkNameKey } from "../../wallet/chain-config";
import { useWalletEngine, useWalletOptions } from "../../wallet/queries";
import { safeRedirect } from "./redirect";
import { isSignedIn, useSession } from "../../session/session-store";
import { type SignInStep, signInWithWallet, WrongChainError } from "./sign-in";
import { WalletChoice } from "./WalletChoice";
import { WARNING_STRONG } from "../../app/theme";

/** /auth/icms_login: connect a wallet, check its chain, sign the gateway's message, log in. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get("redirect"));
  const signedIn = isSignedIn(useSession());
  const engine = useWalletEngine();
  const options = useWalletOptions(engine.data);
  const [step, setStep] = useState<SignInStep | null>(null);
  const [wrongChain, setWrongChain] = useState<WrongChainError | null>(null);
  const [switching, setSwitching] = useState(false);

  if (signedIn && !step) return <Navigate to={target} replace />;

  const signIn = async (walletId: string) => {
    const wallet = engine.data;
    if (!wallet) return;
    setWrongChain(null);
    try {
      await signInWithWallet(walletId, {
        wallet,
        call: callGateway,
        expectedChainId: wallet.config.chainId,
        onStep: setStep,
      });
      dialogMessage(t("login.success"), "success");
    } catch (error) {
      if (error instanceof WrongChainError) setWrongChain(error);
      else if ((error as Error | null)?.name === "SignatureMismatchError")
        showError(new Error(t("login.signatureMismatch")));
      else showError(error);
    } finally {
      setStep(null);
    }
  };

  const switchNetwork = async () => {
    if (!engine.data || !wrongChain) return;
    setSwitching(true);
    try {
      await engine.data.switchChain(wrongChain.expected);
      setWrongChain(null);
      dialogMessage(t("login.switched"), "success");
    } catch (error) {
      showError(error);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <PageFrame title={t("login.title")} size="sm">
      {params.get("requireLogin") === "true" && (
        <Alert color="blue" variant="light" title={t("login.requireLoginTitle")}>
          {t("login.requireLogin")}
        </Alert>
      )}
      <Text>{t("login.intro")}</Text>
      <Paper withBorder p="lg" radius="md">
        {engine.isPending && (
          <Group role="status">
            <Loader size="sm" />
            <Text>{t("login.findingWallets")}</Text>
          </Group>
        )}
        {engine.isError && (
          <Stack align="flex-start" role="alert">
            <Text>{t("login.configFailed")}</Text>
            <Button variant="light" onClick={() => engine.refetch()}>
              {t("common.retry")}
            </Button>
          </Stack>
        )}
        {engine.data && <WalletChoice options={options} busy={step !== null || switching} onPick={signIn} />}
      </Paper>
      {step && (
        <Group role="status" aria-live="polite">
          <Loader size="sm" />
          <Text>{t(`login.step.${step}`)}</Text>
        </Group>
      )}
      {wrongChain && (
        <Alert color="orange" variant="light" title={t("login.wrongChainTitle")} role="alert">
          <Stack align="flex-start" gap="sm">
            <Text size="sm">
              {t("login.wrongChain", {
                network: t(networkNameKey(wrongChain.expected), { id: wrongChain.expected }),
                current: wrongChain.actual,
              })}
            </Text>
            <Button onClick={switchNetwork} loading={switching} color={WARNING_STRONG}>
              {t("login.switchNetwork", {
                network: t(networkNameKey(wrongChain.expected), { id: wrongChain.expected }),
              })}
            </Button>
          </Stack>
        </Alert>
      )}
    </PageFrame>
  );
}
