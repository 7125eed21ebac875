import { COURSE_LIMITS, type CourseFaq, faqAnswerProblem, faqQuestionProblem } from "@icms/protocol";
import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../../ui/notify";
import { QueryStatus } from "../../../ui/QueryStatus";
import { useConfirmDelete } from "./useConfirmDelete";
import { useAuthorFaqs, useDeleteFaq, useSaveFaq } from "./authoring-queries";

function FaqForm({ courseId, faq, onDone }: { courseId: number; faq?: CourseFaq; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveFaq();
  const [question, setQuestion] = useState(faq?.question ?? "");
  const [answer, setAnswer] = useState(faq?.answer ?? "");
  const [weight, setWeight] = useState<number>(faq?.weight ?? 0);
  const [errors, setErrors] = useState<{ question?: string; answer?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = (found: string | null, max: number) =>
      found === "required" ? t("edu.form.required") : found ? t("edu.form.tooLong", { max }) : undefined;
    const next = {
      question: problem(faqQuestionProblem(question), COURSE_LIMITS.faqQuestionMaxChars),
      answer: problem(faqAnswerProblem(answer), COURSE_LIMITS.faqAnswerMaxChars),
    };
    setErrors(next);
    if (next.question || next.answer) return;
    save.mutate(
      {
        course_id: courseId,
        ...(faq ? { faq_id: faq.faq_id } : {}),
        question: question.trim(),
        answer: answer.trim(),
        weight,
      },
      {
        onSuccess: () => {
          toast({ message: t("edu.faqSaved"), type: "success" });
          onDone();
        },
        onError: showError,
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t("edu.faqQuestion")}
          required
          value={question}
          error={errors.question}
          onChange={(event) => setQuestion(event.currentTarget.value)}
        />
        <Textarea
          label={t("edu.faqAnswer")}
          required
          autosize
          minRows={2}
          value={answer}
          error={errors.answer}
          onChange={(event) => setAnswer(event.currentTarget.value)}
        />
        <NumberInput
          label={t("edu.form.weight")}
          description={t("edu.form.weightHint")}
          min={0}
          max={COURSE_LIMITS.weightMax}
          allowDecimal={false}
          value={weight}
          onChange={(value) => setWeight(Number(value) || 0)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("edu.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("edu.form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The course's questions and answers, edited one at a time. */
export function FaqEditor({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const faqs = useAuthorFaqs(courseId);
  const remove = useConfirmDelete(useDeleteFaq(), (name) => t("edu.deleteBody", { name }));
  const [editing, setEditing] = useState<CourseFaq | "new" | null>(null);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="lg" id={headingId}>
          {t("edu.faq")}
        </Title>
        {editing === null && (
          <Button variant="light" size="xs" onClick={() => setEditing("new")}>
            {t("edu.faqAdd")}
          </Button>
        )}
      </Group>
      {editing === "new" && <FaqForm courseId={courseId} onDone={() => setEditing(null)} />}
      <QueryStatus query={faqs} empty={faqs.data?.length === 0} emptyText={t("edu.faqEmpty")} skeletonRows={2}>
        <Stack gap="xs">
          {faqs.data?.map((faq) =>
            editing !== "new" && editing?.faq_id === faq.faq_id ? (
              <FaqForm key={faq.faq_id} courseId={courseId} faq={faq} onDone={() => setEditing(null)} />
            ) : (
              <Paper key={faq.faq_id} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600}>{faq.question}</Text>
                    <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-wrap" }}>
                      {faq.answer}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" variant="subtle" onClick={() => setEditing(faq)}>
                      {t("edu.edit")}
                    </Button>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("edu.deleteNamed", { name: faq.question })}
                      onClick={() => remove.ask({ id: faq.faq_id, name: faq.question })}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ),
          )}
        </Stack>
      </QueryStatus>
      {remove.dialog}
    </Stack>
  );
}
