import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readCommentTarget, type CommentTarget } from '../lib/comment-link.ts';
import { refreshComments } from './use-comment-mutations.ts';

/**
 * Follows the comment a deep link (or a notice opened while on this page) names, with `show`;
 * a link followed while the page is open may point at a comment newer than the lists, so they
 * reload first.
 */
export function useFollowCommentLink(publicationId: number, show: (target: CommentTarget) => void) {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const linked = useRef(false);
  const followLink = useEffectEvent((search: string) => {
    const target = readCommentTarget(new URLSearchParams(search));
    if (linked.current) void refreshComments(queryClient, publicationId);
    linked.current = true;
    if (target) show(target);
  });
  const search = searchParams.toString();
  useEffect(() => followLink(search), [search]);
}
