import Rewriter
