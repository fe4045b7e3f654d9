import { Card, CardText, CardTitle } from "@/components/ui/card";
import { site } from "@/config/site";
import { cn } from "@/lib/cn";
import { contactEmails, mailto, supportResponseTime } from "./contact";
import { communityForumUrl } from "./external-links";
import { TextLink } from "./text-link";

export type ContactOptionId = "email" | "support" | "forum" | "partners" | "press";

type ContactOption = {
  title: string;
  text: string;
  href: string;
  linkText: string;
};

const options: Record<ContactOptionId, ContactOption> = {
  email: {
    title: "Email support",
    text: `Questions about your account, a tool, a payment or a bug. A person replies within ${supportResponseTime}.`,
    href: mailto(contactEmails.support),
    linkText: contactEmails.support,
  },
  support: {
    title: "Help centre",
    text: "Answers to common questions, billing help and how to report a bug, all in one place.",
    href: "/support",
    linkText: "Visit the support page",
  },
  forum: {
    title: "Community forum",
    text: `Ask other ${site.name} members about niches, listings and tools, and search earlier answers.`,
    href: communityForumUrl,
    linkText: "Community forum",
  },
  partners: {
    title: "Partnerships",
    text: "Affiliate questions, integrations, course and service partnerships, and bulk or team licences.",
    href: mailto(contactEmails.partners),
    linkText: contactEmails.partners,
  },
  press: {
    title: "Press and media",
    text: "Interviews, quotes, data requests and the logo pack for journalists and podcasters.",
    href: mailto(contactEmails.press),
    linkText: contactEmails.press,
  },
};

/** Cards for the ways to reach the team; each card is an h3, so place it under an h2. */
export function ContactOptions({
  show,
  className,
}: {
  show: readonly ContactOptionId[];
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {show.map((id) => {
        const option = options[id];
        return (
          <li key={id}>
            <Card className="h-full">
              <CardTitle>{option.title}</CardTitle>
              <CardText>{option.text}</CardText>
              <p className="mt-4 text-sm">
                <TextLink href={option.href} className="break-all">
                  {option.linkText}
                </TextLink>
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
