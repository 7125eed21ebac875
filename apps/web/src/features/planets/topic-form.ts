import {
  introProblem,
  LIMITS,
  PLANET_LIMITS,
  richTextProblem,
  type TopicAttachment,
  titleProblem,
} from "@icms/protocol";
import { type FormChecks, ruleCheck } from "../../ui/form/rule-checks";

/** What the topic form holds while the user writes. */
export interface TopicValues {
  name: string;
  icon_url: string;
  intro: string;
  content: string;
  image_urls: string[];
  video_url: string;
  attachments: TopicAttachment[];
}

export const emptyTopic: TopicValues = {
  name: "",
  icon_url: "",
  intro: "",
  content: "",
  image_urls: [],
  video_url: "",
  attachments: [],
};

/** What the gateway would refuse a topic by, per field (the protocol's rules), before sending. */
export const topicChecks: FormChecks<TopicValues> = {
  name: ruleCheck(titleProblem, {
    required: { key: "planets.topicForm.errors.required" },
    tooLong: { key: "planets.topicForm.errors.tooLong", values: { max: LIMITS.titleMaxChars } },
  }),
  intro: ruleCheck(introProblem, {
    tooLong: { key: "planets.topicForm.errors.tooLong", values: { max: PLANET_LIMITS.topicIntroMaxChars } },
  }),
  content: ruleCheck(richTextProblem, { tooLong: { key: "planets.topicForm.errors.contentTooLong" } }),
  attachments: (files) =>
    files.some((file) => file.name.trim() === "" || file.url.trim() === "")
      ? { key: "planets.topicForm.errors.attachment" }
      : undefined,
};

/** The call's input, without the planet: texts trimmed, the optional media only when set. */
export function topicInput(values: TopicValues) {
  return {
    name: values.name.trim(),
    intro: values.intro.trim(),
    content: values.content,
    image_urls: values.image_urls,
    attachments: values.attachments.map((file) => ({ name: file.name.trim(), url: file.url.trim() })),
    ...(values.icon_url ? { icon_url: values.icon_url } : {}),
    ...(values.video_url ? { video_url: values.video_url } : {}),
  };
}
