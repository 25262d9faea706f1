/**
 * An island's last line: an answer of a shape nobody expected (a list that is not one, a number where a text was)
 * that makes a component throw leaves a message and a way to try again, never a blank page where the island was.
 */
import { Component, type ReactNode } from 'react';

interface BoundaryProps {
  /** What is said instead: the island's words for "this could not be loaded" and "try again". */
  message: string;
  retry: string;
  children: ReactNode;
}

export class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[island]', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <p role="alert" className="notice">
          {this.props.message}
        </p>
        <p>
          <button type="button" className="button" onClick={() => location.reload()}>
            {this.props.retry}
          </button>
        </p>
      </>
    );
  }
}
